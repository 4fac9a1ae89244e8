/** The meetings feature's public face: other features and app/ import only from here. */
export { StatusBadge } from './components/status-badge';
