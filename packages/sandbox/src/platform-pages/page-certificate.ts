/**
 * The TLS certificate the platform pages site shows for the platforms' hosts. The platforms'
 * sites are HTTPS-only and the extension's content script matches `https://` addresses, so a
 * browser sent here for `open.spotify.com` must get TLS. The certificate is self-signed and new
 * at every start; a browser accepts it through `--ignore-certificate-errors-spki-list` with the
 * hash of its public key (Chromium honours that flag only with `--user-data-dir`, that is in a
 * throwaway profile, never the everyday one). `selfsigned` makes it without an openssl binary.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { generate } from 'selfsigned';

export interface PageCertificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo, the form Chromium's SPKI list takes. */
  spkiHash: string;
}

export async function pageCertificate(hosts: readonly string[]): Promise<PageCertificate> {
  const day = 24 * 60 * 60 * 1000;
  const pems = await generate([{ name: 'commonName', value: 'Segue sandbox platform pages' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - day),
    notAfterDate: new Date(Date.now() + 30 * day),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [...hosts.map((value) => ({ type: 2 as const, value })), { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
