/** Placeholder until the auth screens land. */
export function DemoBanner() {
  return null;
}
