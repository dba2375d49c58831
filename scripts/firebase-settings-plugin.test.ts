import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsForMode } from './firebase-settings-plugin.ts';

let root: string;
const write = (file: string, lines: string[]) => writeFileSync(join(root, file), lines.join('\n'));

beforeEach(() => {
  // A live build reads the shell too: a developer who deploys has FIREBASE_* exported, and these
  // tests must see only the files they write.
  for (const name of Object.keys(process.env).filter((key) => key.startsWith('FIREBASE_'))) {
    vi.stubEnv(name, undefined);
  }
  root = mkdtempSync(join(tmpdir(), 'voltbay-settings-'));
  write('.env.emulator', [
    'FIREBASE_PROJECT_ID=demo-voltbay',
    'FIREBASE_API_KEY=demo-api-key',
    'FIREBASE_AUTH_EMULATOR_URL=http://127.0.0.1:9099',
  ]);
  // A developer's own file, pointing somewhere else.
  write('.env.local', ['FIREBASE_PROJECT_ID=someones-project', 'FIREBASE_API_KEY=their-key']);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('settingsForMode', () => {
  it.each(['development', 'emulator', 'test'])(
    'the %s mode reads .env.emulator alone, never a developer’s .env.local',
    (mode) => {
      expect(settingsForMode(mode, root)).toEqual({
        projectId: 'demo-voltbay',
        apiKey: 'demo-api-key',
        authDomain: 'demo-voltbay.firebaseapp.com',
        emulatorUrl: 'http://127.0.0.1:9099',
      });
    },
  );

  it('a production build reads its own files and refuses the emulator’s settings there', () => {
    write('.env.production.local', [
      'FIREBASE_PROJECT_ID=voltbay-shop',
      'FIREBASE_API_KEY=AIzaSyExample',
      'FIREBASE_AUTH_DOMAIN=www.voltbay.example',
    ]);
    expect(settingsForMode('production', root)).toEqual({
      projectId: 'voltbay-shop',
      apiKey: 'AIzaSyExample',
      authDomain: 'www.voltbay.example',
      emulatorUrl: null,
    });

    write('.env.production.local', [
      'FIREBASE_PROJECT_ID=demo-voltbay',
      'FIREBASE_API_KEY=demo-api-key',
      'FIREBASE_AUTH_EMULATOR_URL=http://127.0.0.1:9099',
    ]);
    expect(() => settingsForMode('production', root)).toThrow(
      /demo project[\s\S]*EMULATOR_URL is set/,
    );
  });

  it('a production build never falls back to .env.emulator', () => {
    rmSync(join(root, '.env.local'));
    expect(() => settingsForMode('production', root)).toThrow(/FIREBASE_PROJECT_ID is not set/);
  });
});
