import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { lowestMonthlyCents, noEmiReason } from '#machines/emi/emi.rules.ts';
import { emiText } from '#src/content/emi.ts';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useDisclosure } from '#src/components/ui/use-disclosure.ts';
import { formatCents } from '#shop-api/money.ts';

// The calculator's code loads the first time it opens: most shoppers never do.
const EmiCalculator = lazyPart(
  () => import('./emi-calculator.tsx').then((module) => module.EmiCalculator),
  {
    loading: () => <Text color="fg.muted">{emiText.loading}</Text>,
    failed: () => <Text color="fg.error">{emiText.failed}</Text>,
  },
);

/**
 * Under a product's price, when the price has instalment plans: the smallest monthly instalment,
 * and a button that shows the calculator below it (docs/decisions/0024-monthly-instalments.md).
 */
export function EmiOffer({ priceCents }: { priceCents: number }) {
  const calculatorId = useId();
  const { isOpen, mounted, open, close } = useDisclosure('emiCalculator');
  if (noEmiReason(priceCents)) return null;
  return (
    <Stack gap="2" align="start">
      <Text textStyle="sm">{emiText.from(formatCents(lowestMonthlyCents(priceCents)))}</Text>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={calculatorId}
        onClick={isOpen ? close : open}
      >
        {emiText.calculator}
      </Button>
      <Box id={calculatorId} hidden={!isOpen} w="full">
        {mounted && <EmiCalculator priceCents={priceCents} />}
      </Box>
    </Stack>
  );
}
