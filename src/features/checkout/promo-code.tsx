import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import * as v from 'valibot';
import { promoCodeSchema } from '#shop-api/offers.ts';
import { TextField } from '#src/components/form/text-field.tsx';
import { checkoutText } from '#src/features/checkout/text.ts';
import { rulesOf } from '#src/forms/contract-rules.ts';
import { useForm } from '#src/forms/use-form.ts';
import { required } from '#src/forms/validation.ts';
import type { CheckoutActor } from './step-parts.tsx';

const text = checkoutText.review;

// The code's rules are the contract's (shop-api/offers.ts): what the server would refuse unread.
const codeForm = {
  code: { label: text.codeLabel, rules: [required, ...rulesOf(promoCodeSchema)] },
};

/**
 * The review's promo code: a field and Apply, or the code applied and Remove. The server decides:
 * applied, its discount is in the totals; refused, the order stays as it was and the reason is
 * read out under the field. Focus follows the control that replaces the one used.
 */
export function PromoCode({ checkout }: { checkout: CheckoutActor }) {
  const applied = useSelector(checkout, (snapshot) => snapshot.context.promoCode);
  const notice = useSelector(checkout, (snapshot) => snapshot.context.codeNotice);
  const applying = useSelector(checkout, (snapshot) => snapshot.matches('applyingCode'));
  const placing = useSelector(checkout, (snapshot) => snapshot.matches('placing'));
  const form = useForm(codeForm, { code: '' });
  // Set by Apply and Remove: the control drawn in place of the one used takes its focus (a
  // refused code leaves the field and Apply where they are, the reason read out).
  const focusNext = useRef<'applied' | 'field' | null>(null);
  const focusWhenDrawn = (which: 'applied' | 'field') => (element: HTMLElement | null) => {
    if (element && focusNext.current === which) {
      focusNext.current = null;
      element.focus();
    }
  };

  if (applied) {
    return (
      <Flex align="center" gap="3" wrap="wrap">
        <Text role="status" tabIndex={-1} ref={focusWhenDrawn('applied')} fontWeight="medium">
          {text.codeApplied(applied)}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={placing}
          aria-busy={applying}
          aria-label={text.removeCodeLabel(applied)}
          onClick={() => {
            focusNext.current = 'field';
            form.reset();
            checkout.send({ type: 'checkout.removeCode' });
          }}
        >
          {text.removeCode}
        </Button>
      </Flex>
    );
  }
  return (
    <chakra.form
      noValidate
      aria-label={text.codeLabel}
      onSubmit={form.handleSubmit(({ code }) =>
        checkout.send({ type: 'checkout.applyCode', code: v.parse(promoCodeSchema, code) }),
      )}
    >
      <Flex gap="3" align="flex-end">
        <Box flex="1" minW="0" maxW="sm">
          <TextField
            {...form.textField('code')}
            inputRef={(element) => {
              form.register('code')(element);
              focusWhenDrawn('field')(element);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={placing}
          />
        </Box>
        <Button
          type="submit"
          variant="outline"
          aria-busy={applying}
          disabled={placing}
          // Enter in the field clicks it too (the form's implicit submission).
          onClick={() => {
            focusNext.current = 'applied';
          }}
        >
          {applying ? text.applyingCode : text.applyCode}
        </Button>
      </Flex>
      {notice && (
        // An alert is read out as it appears: the shopper hears why at once.
        <Text role="alert" color="fg.error" fontWeight="semibold" mt="2">
          {notice}
        </Text>
      )}
    </chakra.form>
  );
}
