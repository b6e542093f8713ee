import openapiTS, { astToString } from 'openapi-typescript';

export const GENERATED_TYPES = new URL('./segue-api.d.ts', import.meta.url);

const HEADER = '// Generated from /openapi.json by openapi-typescript: `pnpm --filter @segue/test openapi:types`. Do not edit.\n';

/** The types openapi-typescript generates from the document, as committed in segue-api.d.ts. */
export async function generateTypes(document: unknown): Promise<string> {
  return HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}
