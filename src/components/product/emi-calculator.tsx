import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EMI, emiPlan, noEmiReason, type EmiMonths } from '#machines/emi/emi.rules.ts';
import { emiText } from '#src/content/emi.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { DetailRow, DetailTable } from '#src/components/ui/detail-table.tsx';
import { href } from '#src/routing/paths.ts';
import { formatCents } from '#shop-api/money.ts';

// A year without interest is the plan most shoppers ask for first.
const FIRST_SHOWN: EmiMonths = 12;

/**
 * The instalments of `priceCents` over the term the shopper picks: each month's, the last, the
 * total payable and the interest, by the EMI rules (`machines/emi/emi.rules.ts`); a price without
 * plans says why instead.
 */
export function EmiCalculator({ priceCents }: { priceCents: number }) {
  const [months, setMonths] = useState<EmiMonths>(FIRST_SHOWN);
  const reason = noEmiReason(priceCents);
  if (reason) {
    return (
      <Text role="status">
        {emiText.noPlan(reason, formatCents(EMI.minPriceCents), formatCents(EMI.maxPriceCents))}
      </Text>
    );
  }
  const plan = emiPlan(priceCents, months);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="2">
          {emiText.months}
        </chakra.legend>
        <Flex wrap="wrap" columnGap="6">
          {EMI.months.map((term) => (
            <chakra.label key={term} display="flex" alignItems="center" gap="2" minH="11">
              <chakra.input
                type="radio"
                name="emi-months"
                value={term}
                checked={term === months}
                onChange={() => setMonths(term)}
                boxSize="5"
              />
              {emiText.term(term)} ·{' '}
              {term <= EMI.interestFreeMonths
                ? emiText.interestFree
                : emiText.rate(EMI.annualRatePercent)}
            </chakra.label>
          ))}
        </Flex>
      </chakra.fieldset>
      <DetailTable aria-label={emiText.calculatorTitle} aria-live="polite">
        <DetailRow label={emiText.eachMonth(months - 1)}>
          {formatCents(plan.monthlyCents)}
        </DetailRow>
        <DetailRow label={emiText.lastMonth}>{formatCents(plan.lastCents)}</DetailRow>
        <DetailRow label={emiText.total}>{formatCents(plan.totalCents)}</DetailRow>
        <DetailRow label={emiText.interest}>
          {plan.interestCents > 0 ? formatCents(plan.interestCents) : emiText.noInterest}
        </DetailRow>
      </DetailTable>
      <Text textStyle="sm" color="fg.muted">
        {emiText.rounding} {emiText.inStoreOnly}{' '}
        <AppLink to={href('page', { slug: 'emi-and-payment-policy' })}>{emiText.policy}</AppLink>
      </Text>
    </Stack>
  );
}
