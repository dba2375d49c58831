import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import type { ComponentProps, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { quantityMachine } from '#machines/quantity/quantity.machine.ts';
import {
  selectCanDecrement,
  selectCanIncrement,
  selectLimitPassed,
  selectMax,
  selectQuantity,
} from '#machines/quantity/quantity.selectors.ts';
import { system } from '#src/theme/system.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type StepperProps = ComponentProps<typeof QuantityStepper>;

// The stepper needs only the theme; a wrapper stays in place when a test re-renders.
const wrapper = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>{children}</ChakraProvider>
);

function renderStepper(overrides: Partial<StepperProps> = {}) {
  const props: StepperProps = {
    quantity: 2,
    max: 10,
    limitPassed: undefined,
    itemName: 'Galaxy Tab S9',
    canIncrement: true,
    canDecrement: true,
    onIncrement: vi.fn(),
    onDecrement: vi.fn(),
    onSet: vi.fn(),
    ...overrides,
  };
  const view = render(<QuantityStepper {...props} />, { wrapper });
  const rerender = (changes: Partial<StepperProps>) =>
    view.rerender(<QuantityStepper {...props} {...changes} />);
  return { props, rerender };
}

const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Galaxy Tab S9' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity of Galaxy Tab S9' });
const field = () => screen.getByRole('textbox', { name: 'Quantity of Galaxy Tab S9' });

describe('QuantityStepper', () => {
  it('names its buttons and its numeric field after the item', () => {
    renderStepper();
    expect(minus()).toBeEnabled();
    expect(plus()).toBeEnabled();
    expect(field()).toHaveValue('2');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('pattern', '-?[0-9]*');
  });

  it('disables the buttons that cannot act', () => {
    renderStepper({ quantity: 1, canDecrement: false, canIncrement: false });
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
  });

  it('calls the handlers when the buttons are pressed', async () => {
    const { props } = renderStepper();
    await userEvent.click(plus());
    expect(props.onIncrement).toHaveBeenCalledOnce();
    await userEvent.click(minus());
    expect(props.onDecrement).toHaveBeenCalledOnce();
  });

  it('sets a typed value on Enter', async () => {
    const { props } = renderStepper();
    await userEvent.clear(field());
    await userEvent.type(field(), '7{Enter}');
    expect(props.onSet).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('does not submit a form around it on Enter', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <QuantityStepper
          quantity={2}
          max={10}
          limitPassed={undefined}
          itemName="Galaxy Tab S9"
          canIncrement
          canDecrement
          onIncrement={vi.fn()}
          onDecrement={vi.fn()}
          onSet={vi.fn()}
        />
      </form>,
      { wrapper },
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await userEvent.type(field(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sets a typed value when the field is left', async () => {
    const { props } = renderStepper();
    await userEvent.clear(field());
    await userEvent.type(field(), '4');
    await userEvent.tab();
    expect(props.onSet).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('keeps only the digits typed, and a leading minus', async () => {
    renderStepper();
    await userEvent.clear(field());
    await userEvent.type(field(), 'a5b');
    expect(field()).toHaveValue('5');
    await userEvent.clear(field());
    await userEvent.type(field(), '-3-');
    expect(field()).toHaveValue('-3');
  });

  it('shows the quantity again, without setting it, when the field is left empty', async () => {
    const { props } = renderStepper({ quantity: 3 });
    await userEvent.clear(field());
    expect(field()).toHaveValue('');
    await userEvent.tab();
    expect(field()).toHaveValue('3');
    expect(props.onSet).not.toHaveBeenCalled();
  });

  it('shows the quantity it is given after a typed value is set', async () => {
    const { props, rerender } = renderStepper({ quantity: 2 });
    await userEvent.clear(field());
    await userEvent.type(field(), '99{Enter}');
    expect(props.onSet).toHaveBeenCalledExactlyOnceWith(99);
    // The caller's machine brought 99 down to its maximum.
    rerender({ quantity: 10 });
    expect(field()).toHaveValue('10');
  });

  it.each([
    ['most', 10, 'The most you can order is 10'],
    ['stock', 3, 'We have 3 in stock'],
    ['least', 10, 'The least you can order is 1'],
  ] as const)(
    'says the limit passed (%s, %s at most) politely, tied to the field',
    (limit, max, message) => {
      const { rerender } = renderStepper({ quantity: 2, max });
      // The polite region is there before anything is said, so screen readers hear it.
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(field()).not.toHaveAccessibleDescription();
      rerender({ limitPassed: limit });
      expect(screen.getByRole('status')).toHaveTextContent(message);
      expect(field()).toHaveAccessibleDescription(message);
    },
  );

  it('shows a new quantity when it changes', () => {
    const { rerender } = renderStepper({ quantity: 2 });
    rerender({ quantity: 3 });
    expect(field()).toHaveValue('3');
  });
});

// The stepper as the product page drives it, on the quantity machine.
function MachineStepper({ stockCount }: { stockCount: number }) {
  const actorRef = useActorRef(quantityMachine, { input: { stockCount } });
  const quantity = useSelector(actorRef, selectQuantity);
  const canIncrement = useSelector(actorRef, selectCanIncrement);
  const canDecrement = useSelector(actorRef, selectCanDecrement);
  return (
    <QuantityStepper
      quantity={quantity}
      max={useSelector(actorRef, selectMax)}
      limitPassed={useSelector(actorRef, selectLimitPassed)}
      itemName="Galaxy Tab S9"
      canIncrement={canIncrement}
      canDecrement={canDecrement}
      onIncrement={() => actorRef.send({ type: 'quantity.increment' })}
      onDecrement={() => actorRef.send({ type: 'quantity.decrement' })}
      onSet={(typed) => actorRef.send({ type: 'quantity.set', quantity: typed })}
    />
  );
}

describe('QuantityStepper on the quantity machine', () => {
  it('stops at the maximum and brings a typed value within it', async () => {
    render(<MachineStepper stockCount={3} />, { wrapper });
    expect(field()).toHaveValue('1');
    expect(minus()).toBeDisabled();

    await userEvent.click(plus());
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(field()).toHaveValue('3');
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();

    await userEvent.click(minus());
    expect(field()).toHaveValue('2');
    await userEvent.click(minus());
    expect(minus()).toBeDisabled();
    // The button went disabled under the focus: the quantity has it, not the page.
    expect(field()).toHaveFocus();
    await userEvent.click(plus());

    await userEvent.clear(field());
    await userEvent.type(field(), '50{Enter}');
    expect(field()).toHaveValue('3');
    expect(plus()).toBeDisabled();
    expect(field()).toHaveAccessibleDescription('We have 3 in stock');

    await userEvent.clear(field());
    await userEvent.type(field(), '-3{Enter}');
    expect(field()).toHaveValue('1');
    expect(field()).toHaveAccessibleDescription('The least you can order is 1');
  });

  it.each([
    ['9999', 25, 'The most you can order is 10'],
    ['4', 3, 'We have 3 in stock'],
    ['0', 25, 'The least you can order is 1'],
    ['-3', 25, 'The least you can order is 1'],
  ])('says why a typed %s was changed with %s in stock', async (typed, stockCount, message) => {
    render(<MachineStepper stockCount={stockCount} />, { wrapper });
    await userEvent.clear(field());
    await userEvent.type(field(), `${typed}{Enter}`);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(field()).toHaveAccessibleDescription(message);
  });

  it('says nothing of a typed value within bounds, and clears what it said at the next step', async () => {
    render(<MachineStepper stockCount={25} />, { wrapper });
    await userEvent.clear(field());
    await userEvent.type(field(), '5{Enter}');
    expect(field()).toHaveValue('5');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(field()).not.toHaveAccessibleDescription();

    await userEvent.clear(field());
    await userEvent.type(field(), '50{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('The most you can order is 10');
    await userEvent.click(minus());
    expect(field()).toHaveValue('9');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(field()).not.toHaveAccessibleDescription();
  });
});
