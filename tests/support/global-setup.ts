import { configureProject } from './emulator.ts';

/** Once per run, before any test: the Auth emulator's project gets production's settings. */
export default async function globalSetup() {
  await configureProject();
}
