import { describe, expect, it } from 'vitest';
import { scanBuild, type BuiltFile } from './dist-scan.ts';

const cleanBuild: BuiltFile[] = [
  {
    path: 'index.html',
    text: '<!doctype html><script type="module" src="/assets/boot.js"></script>',
  },
  { path: 'assets/index-1a2b.js', text: 'const auth=initializeAuth(app,{persistence:[]});' },
  { path: 'assets/auth-client-3c4d.js', text: 'projectId:"voltbay-shop",apiKey:"AIzaSyExample"' },
];

describe('scanBuild', () => {
  it('finds nothing in a build for a real project', () => {
    expect(scanBuild(cleanBuild)).toEqual([]);
  });

  it.each<[string, BuiltFile, string]>([
    [
      'the emulator’s address in a lazy chunk',
      { path: 'assets/auth-client-9z.js', text: 'emulatorUrl:"http://127.0.0.1:9099"' },
      'the Auth emulator’s address',
    ],
    [
      'the emulator on localhost',
      { path: 'assets/x.js', text: 'fetch("http://localhost:9099/")' },
      'the Auth emulator’s address',
    ],
    [
      'the demo project',
      { path: 'assets/auth-client-9z.js', text: 'projectId:"demo-voltbay"' },
      'a demo project, which exists only in the emulator',
    ],
    [
      'MSW’s service worker, by its file name',
      { path: 'mockServiceWorker.js', text: 'self.addEventListener("fetch",()=>{})' },
      'MSW or its service worker',
    ],
    [
      'MSW’s code',
      { path: 'assets/browser-5e.js', text: 'console.warn("[MSW] Failed to match")' },
      'MSW or its service worker',
    ],
    [
      'the Stately inspector',
      {
        path: 'assets/index-2b.js',
        text: 'createBrowserInspector({url:"https://stately.ai/inspect"})',
      },
      'the Stately inspector (?inspect)',
    ],
    [
      'the QA scenario switch',
      { path: 'assets/qa-7f.js', text: 'sessionStorage.getItem("voltbay:qa-scenario")' },
      'the QA scenario switch',
    ],
  ])('finds %s', (_, file, what) => {
    expect(scanBuild([...cleanBuild, file])).toEqual([
      expect.objectContaining({ path: file.path, what }),
    ]);
  });

  it('says what it found, so the message can be searched for', () => {
    const [finding] = scanBuild([{ path: 'app.html', text: '<meta content="127.0.0.1:9099">' }]);
    expect(finding).toEqual({
      path: 'app.html',
      what: 'the Auth emulator’s address',
      match: '127.0.0.1:9099',
    });
  });
});
