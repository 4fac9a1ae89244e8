/**
 * Personal data feature (docs/decisions/0016-import-sso-data.md): the profile's "Your data"
 * section and the Senior Manager's "Erase" button on a person's row.
 * Other features and app/ import this feature only from this file.
 */
export { YourDataSection } from './components/your-data-section';
export { ErasePersonButton } from './components/erase-person-button';
export { DATA_EXPORT_URL, useEraseUser } from './api/privacy';
