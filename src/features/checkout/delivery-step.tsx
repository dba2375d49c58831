import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectRows } from '#machines/cart/cart.selectors.ts';
import type { CheckoutDelivery } from '#machines/checkout/checkout.machine.ts';
import { selectFindingStores, selectPickupChoices } from '#machines/checkout/checkout.selectors.ts';
import { DELIVERY } from '#shop-api/cart-rules.ts';
import { addressSchema, postcodePattern } from '#shop-api/orders.ts';
import { formatCents } from '#shop-api/money.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { TextField } from '#src/components/form/text-field.tsx';
import { checkoutText } from '#src/features/checkout/text.ts';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useForm } from '#src/forms/use-form.ts';
import { mostCharactersOf, rulesOf } from '#src/forms/contract-rules.ts';
import { useCutAtLimit } from '#src/forms/use-cut-at-limit.ts';
import { matches, required } from '#src/forms/validation.ts';
import { ChoiceCards } from './choice-cards.tsx';
import { StepButtons, StepHeading, type StepProps } from './step-parts.tsx';

const { labels } = checkoutText;

// The server checks the same (shop-api/orders.ts): at least a street and an area.
const addressForm = {
  line1: { label: labels.line1, rules: rulesOf(addressSchema.entries.line1) },
  line2: { label: labels.line2, rules: rulesOf(addressSchema.entries.line2) },
  city: { label: labels.city, rules: rulesOf(addressSchema.entries.city) },
  postcode: {
    label: labels.postcode,
    rules: [required, matches(postcodePattern, checkoutText.postcodeInvalid)],
  },
};

type Method = CheckoutDelivery['method'];

// Fetched when pickup is chosen, with the stores' stock: the checkout's first view carries neither.
const PickupStores = lazyPart(
  () => import('./pickup-stores.tsx').then((module) => module.PickupStores),
  {
    loading: () => <Text>{checkoutText.storesLoading}</Text>,
    failed: () => <Text role="alert">{checkoutText.storesFailed}</Text>,
  },
);

/** Step 2: delivery to an address, or pickup at one of the stores with their opening hours. */
export function DeliveryStep({ checkout, headingRef }: StepProps) {
  const kept = useSelector(checkout, (snapshot) => snapshot.context.delivery);
  const { method, store } = kept;
  const finding = useSelector(checkout, selectFindingStores);
  const known = useSelector(checkout, selectPickupChoices);
  const { rows } = useCart({ rows: selectRows });
  const nameOf = (productId: string) =>
    rows.find(({ product }) => product.id === productId)?.product.name ?? productId;
  const [storeError, setStoreError] = useState<string>();
  const form = useForm(
    addressForm,
    { line1: kept.line1, line2: kept.line2, city: kept.city, postcode: kept.postcode },
    (address) => checkout.send({ type: 'checkout.edit', delivery: address }),
  );
  // A paste past a line's limit stops there and says so, rather than growing a refusal.
  const cutAtLimit = useCutAtLimit(form.textField);
  const limited = (name: 'line1' | 'line2' | 'city') =>
    cutAtLimit(name, mostCharactersOf(addressSchema.entries[name]));
  const choose = (chosen: Method) => {
    checkout.send({ type: 'checkout.edit', delivery: { method: chosen } });
  };
  const chooseStore = (chosen: string) => {
    setStoreError(undefined);
    checkout.send({ type: 'checkout.edit', delivery: { store: chosen } });
  };
  const onContinue = form.handleSubmit(() => checkout.send({ type: 'checkout.continue' }));
  // The machine goes on only with a store chosen that is not known to lack a line (the store
  // choice says why not); else the focus goes to the stores.
  const continuePickup = (event: React.FormEvent) => {
    event.preventDefault();
    if (checkout.getSnapshot().can({ type: 'checkout.continue' })) {
      checkout.send({ type: 'checkout.continue' });
      return;
    }
    if (!store) setStoreError(checkoutText.storeRequired);
    document.querySelector<HTMLInputElement>('input[name="store"]:not(:disabled)')?.focus();
  };
  return (
    <form
      noValidate
      aria-label={checkoutText.steps.delivery}
      onSubmit={method === 'delivery' ? onContinue : continuePickup}
    >
      <StepHeading step="delivery" headingRef={headingRef} />
      <Stack gap="6">
        <ChoiceCards
          name="method"
          legend={checkoutText.method}
          value={method}
          onChange={(chosen) => choose(chosen as Method)}
          choices={[
            {
              value: 'delivery',
              label: checkoutText.methods.delivery,
              description: checkoutText.methodHints.delivery(
                formatCents(DELIVERY.chargeCents),
                formatCents(DELIVERY.freeOverCents),
              ),
            },
            {
              value: 'pickup',
              label: checkoutText.methods.pickup,
              description: checkoutText.methodHints.pickup,
            },
          ]}
        />

        {method === 'delivery' ? (
          <Stack as="fieldset" gap="4">
            <Text as="legend" fontWeight="semibold" mb="2">
              {checkoutText.address}
            </Text>
            <TextField {...limited('line1')} autoComplete="address-line1" required />
            <TextField {...limited('line2')} autoComplete="address-line2" />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField {...limited('city')} autoComplete="address-level2" required />
              <TextField {...form.textField('postcode')} autoComplete="postal-code" required />
            </SimpleGrid>
          </Stack>
        ) : (
          <PickupStores
            chosen={store}
            finding={finding}
            known={known}
            nameOf={nameOf}
            error={storeError}
            onChoose={chooseStore}
          />
        )}
        <StepButtons onBack={() => checkout.send({ type: 'checkout.back' })} />
      </Stack>
    </form>
  );
}
