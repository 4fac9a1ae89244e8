/**
 * A `bytea` value as both drivers give it back (`pg` a Buffer, PGlite a Uint8Array), as one
 * `Uint8Array`: the live documents' updates and the audit trail's hashes.
 */
export function toBytes(value: Uint8Array): Uint8Array {
  return value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>);
}
