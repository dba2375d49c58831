import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { machineDiagram, machineDocs } from './machine-diagrams.ts';

const root = new URL('../', import.meta.url);

describe('the machine diagrams in docs/machines', () => {
  const docs = machineDocs();

  it.each(docs.map((doc) => [doc.path, doc.text]))('%s matches its machine', (path, text) => {
    expect(readFileSync(new URL(path, root), 'utf8'), 'run npm run docs:machines').toBe(text);
  });

  it('are there for every machine, and only for those', () => {
    const files = readdirSync(new URL('docs/machines/', root)).map(
      (file) => `docs/machines/${file}`,
    );
    expect(files.sort(), 'run npm run docs:machines').toEqual(docs.map(({ path }) => path));
  });
});

describe('machineDiagram', () => {
  it('draws nested and parallel states, tags and final states, then delays, services and guards', () => {
    const machine = setup({
      actors: { fetchIt: fromPromise(() => Promise.resolve()) },
      guards: { isReady: () => true },
      delays: { soon: 100 },
    }).createMachine({
      id: 'demo',
      initial: 'idle',
      states: {
        idle: { on: { go: { guard: 'isReady', target: 'busy' }, poke: { actions: () => {} } } },
        busy: {
          type: 'parallel',
          tags: ['loading'],
          states: {
            clock: {
              initial: 'ticking',
              states: { ticking: { after: { soon: 'rung' } }, rung: { type: 'final' } },
            },
            call: {
              initial: 'calling',
              states: {
                calling: { invoke: { src: 'fetchIt', onError: 'failed' } },
                failed: { type: 'final' },
              },
            },
          },
          onDone: 'idle',
        },
      },
    });
    expect(machineDiagram(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> demo_idle',
        '  state "idle" as demo_idle',
        '  state "busy #loading" as demo_busy',
        '  state demo_busy {',
        '    state "clock" as demo_busy_clock',
        '    state demo_busy_clock {',
        '      [*] --> demo_busy_clock_ticking',
        '      state "ticking" as demo_busy_clock_ticking',
        '      state "rung" as demo_busy_clock_rung',
        '      demo_busy_clock_rung --> [*]',
        '    }',
        '    --',
        '    state "call" as demo_busy_call',
        '    state demo_busy_call {',
        '      [*] --> demo_busy_call_calling',
        '      state "calling" as demo_busy_call_calling',
        '      state "failed" as demo_busy_call_failed',
        '      demo_busy_call_failed --> [*]',
        '    }',
        '  }',
        '  demo_idle --> demo_busy: go [isReady]',
        '  demo_idle --> demo_idle: poke',
        '  demo_busy --> demo_idle: all done',
        '  demo_busy_clock_ticking --> demo_busy_clock_rung: after soon',
        '  demo_busy_call_calling --> demo_busy_call_failed: fetchIt failed',
      ].join('\n'),
    );
  });
});
