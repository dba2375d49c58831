import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { route } from './staff-area-page.tsx';

const load = (section: string) =>
  (route.loader as (args: LoaderFunctionArgs) => unknown)({
    params: { section },
    request: new Request(`http://localhost/staff/${section}`),
    url: new URL(`http://localhost/staff/${section}`),
    pattern: '/staff/:section',
    context: undefined,
  });

describe('the staff pages route', () => {
  it('answers Page Not Found for a section the staff do not have', () => {
    let thrown: unknown;
    try {
      load('payroll');
    } catch (error) {
      thrown = error;
    }
    // React Router's data(null, { status: 404 }): the error page says Page Not Found.
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('opens the orders, whatever the case, without the catalog', () => {
    expect(load('Orders')).toBeNull();
  });
});
