import { defineConfig } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';

// The published build: one ES module and one declaration file. `@segue/core` is a workspace
// package that is not published (its link matchers bring dependencies a client has no use for),
// so the schemas and helpers the client uses are bundled in, code and types alike (they resolve
// to the workspace's files, which the bundler inlines); zod, which the client checks answers
// with, stays a dependency, and the declarations import its types.
export default defineConfig({
  input: 'src/index.ts',
  platform: 'neutral',
  external: ['zod'],
  // `eager` compiles the files tsconfig.build.json lists up front: core's files lie outside this
  // package, and without it their declarations come out empty.
  plugins: [dts({ tsconfig: 'tsconfig.build.json', eager: true })],
  output: { dir: 'dist', format: 'esm', sourcemap: true },
});
