/** Regenerates segue-api.d.ts from a running server's document: `openapi:types [base_url]`. */
import { writeFile } from 'node:fs/promises';
import { GENERATED_TYPES, generateTypes } from './generate-types';

const base = process.argv[2] ?? 'http://127.0.0.1:8787';
const document: unknown = await (await fetch(`${base}/openapi.json`)).json();
await writeFile(GENERATED_TYPES, await generateTypes(document));
