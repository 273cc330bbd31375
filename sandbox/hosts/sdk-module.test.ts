/**
 * @jest-environment node
 *
 * The ES module the host servers serve at /sdk.mjs: one self-contained module (no imports left) that exports the
 * SDK's entry points.
 */
import { buildSdkModule } from './sdk-module';

it('bundles the SDK as one ES module exporting createRampWidget', async () => {
  const text = await buildSdkModule();
  expect(text).toMatch(/export\s*\{[^}]*\bcreateRampWidget\b[^}]*\}/);
  expect(text).not.toMatch(/^import\s/m);
});
