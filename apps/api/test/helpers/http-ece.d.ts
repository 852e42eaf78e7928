/** The parts of `http_ece` (Encrypted Content-Encoding for HTTP, RFC 8188) the fake push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version: 'aes128gcm';
    privateKey?: ECDH;
    authSecret?: Buffer | string;
    dh?: Buffer | string;
  }
  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}
