import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFirebaseJson } from './firebase-json.ts';

// `firebase deploy` runs firebase.json's hosting.predeploy commands in the project's folder
// before it uploads dist/. Here they run the same way, in a copy of the project that holds only
// firebase.json, the scripts and the dist/ of each case.
const repo = fileURLToPath(new URL('..', import.meta.url));
const firebaseJson = readFirebaseJson(join(repo, 'firebase.json'));

let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'voltbay-predeploy-'));
  symlinkSync(join(repo, 'scripts'), join(project, 'scripts'));
  symlinkSync(join(repo, 'node_modules'), join(project, 'node_modules'));
  writeFileSync(join(project, 'firebase.json'), JSON.stringify(firebaseJson));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

/** Writes dist/ as a build leaves it: its files, and the settings the build recorded. */
function writeBuild(
  settings: { mode: string; projectId: string; authDomain: string },
  files: Record<string, string>,
) {
  for (const [path, text] of Object.entries({
    '.vite/firebase-settings.json': JSON.stringify(settings),
    ...files,
  })) {
    mkdirSync(dirname(join(project, 'dist', path)), { recursive: true });
    writeFileSync(join(project, 'dist', path), text);
  }
}

/** firebase.json's policy with `frame-src` set to `sources`. */
function pinFrameSrc(sources: string) {
  const config = structuredClone(firebaseJson);
  for (const header of config.hosting.headers.flatMap((rule) => rule.headers)) {
    if (header.key === 'Content-Security-Policy') {
      header.value = header.value.replace(/frame-src [^;]+/, `frame-src ${sources}`);
    }
  }
  writeFileSync(join(project, 'firebase.json'), JSON.stringify(config));
}

/** Runs the predeploy commands as `firebase deploy` does; the first failure stops the deploy. */
function predeploy() {
  const commands = [firebaseJson.hosting.predeploy ?? []].flat();
  expect(commands, 'firebase.json has no hosting.predeploy').not.toEqual([]);
  for (const command of commands) {
    const { status, stdout, stderr } = spawnSync(command, {
      cwd: project,
      shell: true,
      encoding: 'utf8',
    });
    if (status !== 0) return { deploys: false, output: stdout + stderr };
  }
  return { deploys: true, output: '' };
}

const production = {
  mode: 'production',
  projectId: 'voltbay-shop',
  authDomain: 'www.voltbay.example',
};
const cleanPage = { 'index.html': '<!doctype html><script src="/assets/boot-1a.js"></script>' };

describe('firebase deploy’s predeploy step', () => {
  it('stops an emulator build, saying what it found and what to run', () => {
    pinFrameSrc("'self' https://demo-voltbay.firebaseapp.com");
    writeBuild(
      { mode: 'emulator', projectId: 'demo-voltbay', authDomain: 'demo-voltbay.firebaseapp.com' },
      { ...cleanPage, 'assets/auth-client-9z.js': 'emulatorUrl:"http://127.0.0.1:9099"' },
    );
    const { deploys, output } = predeploy();
    expect(deploys).toBe(false);
    expect(output).toContain('the Auth emulator’s address in dist/assets/auth-client-9z.js');
    expect(output).toContain('npm run build');
  });

  it('stops a dist/ that no production build made', () => {
    mkdirSync(join(project, 'dist'));
    writeFileSync(join(project, 'dist', 'index.html'), cleanPage['index.html']);
    const { deploys, output } = predeploy();
    expect(deploys).toBe(false);
    expect(output).toMatch(/not a production build[\s\S]*npm run build/);
  });

  it('stops a policy that lets any Firebase project’s pages into frames', () => {
    pinFrameSrc("'self' https://*.firebaseapp.com");
    writeBuild(production, cleanPage);
    const { deploys, output } = predeploy();
    expect(deploys).toBe(false);
    expect(output).toContain(`"frame-src 'self' https://www.voltbay.example"`);
  });

  it('stops a policy pinned to another auth domain than the build signs in on', () => {
    pinFrameSrc("'self' https://voltbay-shop.firebaseapp.com");
    writeBuild(production, cleanPage);
    expect(predeploy().deploys).toBe(false);
  });

  it('lets a scanned production build whose policy frames its own auth domain deploy', () => {
    pinFrameSrc("'self' https://www.voltbay.example");
    writeBuild(production, cleanPage);
    expect(predeploy()).toEqual({ deploys: true, output: '' });
  });
});
