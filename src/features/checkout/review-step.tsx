import { Box, Button, chakra, Flex, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, type ReactNode } from 'react';
import type { CheckoutLineProblem, CheckoutStep } from '#machines/checkout/checkout.machine.ts';
import {
  selectCanPlace,
  selectIsPlacing,
  selectIsQuoting,
  selectIsSlow,
  selectQuoteFailed,
  selectQuoteIsLatest,
  selectTotalsLeaveOut,
} from '#machines/checkout/checkout.selectors.ts';
import { selectRows } from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { formatCents } from '#shop-api/money.ts';
import { formatDateTime } from '#shop-api/dates.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { DetailRow, DetailTable } from '#src/components/ui/detail-table.tsx';
import { checkoutText } from '#src/features/checkout/text.ts';
import { shop } from '#src/content/shop.ts';
import { StepHeading, type CheckoutActor, type StepProps } from './step-parts.tsx';
import { PromoCode } from './promo-code.tsx';

const text = checkoutText.review;

/**
 * Step 4: the order as the server priced it (lines, totals), who and where it goes, how it is
 * paid, and Place order. A line the server will not sell as it stands says why and what to do;
 * the order cannot be placed until none is left. Placing shows progress, says when it is slow,
 * and a failure keeps everything and offers to try again.
 */
export function ReviewStep({ checkout, headingRef }: StepProps) {
  const quoting = useSelector(checkout, selectIsQuoting);
  const quoteFailed = useSelector(checkout, selectQuoteFailed);
  const failure = useSelector(checkout, (snapshot) => snapshot.context.failure);
  return (
    <Stack gap="6">
      <StepHeading step="review" headingRef={headingRef} />
      {quoting && (
        <Stack gap="3" role="status">
          <Text>{text.quoting}</Text>
          <Skeleton h="24" />
        </Stack>
      )}
      {quoteFailed && (
        <Notice
          status="error"
          title={text.quoteFailedTitle}
          action={
            <Button variant="outline" onClick={() => checkout.send({ type: 'checkout.retry' })}>
              {text.tryAgain}
            </Button>
          }
        >
          {failure?.message}
        </Notice>
      )}
      {!quoting && !quoteFailed && <Review checkout={checkout} />}
    </Stack>
  );
}

/**
 * Place order's spinner while it is busy, drawn by the button's own style from the start: a
 * spinner that mounts on the tap (Chakra's `loading`) inserts its style rules then, and the browser
 * restyles the whole page in the tap's frame (npm run perf, "Place order": ~150 ms against ~90).
 */
const busySpinner = {
  // Full strength: the theme dims a control marked aria-disabled as it dims a disabled one (to
  // about 2:1 here), and this one says what is happening.
  '&[aria-busy=true]': { cursor: 'progress', opacity: 1 },
  '&[aria-busy=true]::before': {
    content: '""',
    boxSize: '1em',
    flexShrink: 0,
    borderWidth: '2px',
    borderColor: 'currentColor',
    borderInlineStartColor: 'transparent',
    borderBottomColor: 'transparent',
    borderRadius: 'full',
    animation: 'spin 0.6s linear infinite',
  },
};

function Review({ checkout }: { checkout: CheckoutActor }) {
  const quote = useSelector(checkout, (snapshot) => snapshot.context.quote);
  if (!quote) return null;
  const problems = quote.problems;
  const priceChanged = problems.some((problem) => problem.problem === 'price-changed');
  return (
    <Stack gap="6">
      {problems.length > 0 && (
        <Notice
          status="warning"
          title={text.problemsTitle}
          action={
            priceChanged && (
              <Button
                variant="outline"
                onClick={() => checkout.send({ type: 'checkout.acceptPrices' })}
              >
                {text.acceptPrices}
              </Button>
            )
          }
        >
          {text.problemsBody}
        </Notice>
      )}
      <OrderLines checkout={checkout} problems={problems} />
      <PromoCode checkout={checkout} />
      <Totals checkout={checkout} />
      <Separator />
      <LockedWhilePlacing checkout={checkout}>
        <Summary checkout={checkout} />
      </LockedWhilePlacing>
      <PlaceOrder checkout={checkout} />
    </Stack>
  );
}

/**
 * Place order, Back, and how placing goes. A part of its own, so that the tap on Place order
 * redraws only what says it is placing, not the review above it (npm run perf, "Place order").
 */
function PlaceOrder({ checkout }: { checkout: CheckoutActor }) {
  const failure = useSelector(checkout, (snapshot) => snapshot.context.failure);
  const placing = useSelector(checkout, selectIsPlacing);
  const slow = useSelector(checkout, selectIsSlow);
  const canPlace = useSelector(checkout, selectCanPlace);
  return (
    <>
      {failure && (
        <Notice status="error" title={text.notPlacedTitle}>
          {failure.message} {text.notPlacedBody}
        </Notice>
      )}
      {slow && (
        <Text role="status" color="fg.muted">
          {text.slow}
        </Text>
      )}
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="lg"
          disabled={placing}
          onClick={() => checkout.send({ type: 'checkout.back' })}
        >
          {checkoutText.back}
        </Button>
        <Button
          size="lg"
          aria-busy={placing}
          // Not disabled while placing: a disabled button is dimmed below a readable contrast,
          // and would drop the focus of a shopper who pressed it by keyboard. A second press
          // sends nothing new: the machine ignores it while placing.
          aria-disabled={placing || undefined}
          disabled={!canPlace && !placing}
          css={busySpinner}
          onClick={() => checkout.send({ type: 'checkout.place', freshKey: crypto.randomUUID() })}
        >
          {placing ? text.placing : failure ? text.tryAgain : text.place}
        </Button>
      </Flex>
    </>
  );
}

/**
 * The cart's lines with the server's prices, and what to do about a line it will not sell. A memo,
 * like the totals: placing changes neither, and the tap on Place order should redraw only what says
 * it is placing.
 */
const OrderLines = memo(function OrderLines({
  checkout,
  problems,
}: {
  checkout: CheckoutActor;
  problems: CheckoutLineProblem[];
}) {
  const { rows, setQuantity, remove } = useCart({ rows: selectRows });
  const quote = useSelector(checkout, (snapshot) => snapshot.context.quote);
  return (
    <Stack as="section" aria-label={text.lines} gap="3">
      <Text fontWeight="semibold">{text.lines}</Text>
      {rows.map(({ product, quantity }) => {
        const priced = quote?.lines.find((line) => line.productId === product.id);
        const problem = problems.find((found) => found.productId === product.id);
        return (
          <Box key={product.id} borderBottomWidth="1px" pb="3">
            <Flex justify="space-between" gap="4">
              <Box minW="0">
                <Text fontWeight="medium" wordBreak="break-word">
                  {product.name}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {checkoutText.quantity(quantity)}
                  {priced && ` × ${formatCents(priced.unitPriceCents)}`}
                  {priced?.sale && ` (${text.saleWas(formatCents(priced.sale.regularPriceCents))})`}
                </Text>
                {priced?.sale?.endsAt && (
                  <Text textStyle="sm" color="fg.muted">
                    {text.saleEnds(priced.sale.title, formatDateTime(priced.sale.endsAt))}
                  </Text>
                )}
              </Box>
              {priced && !problem && (
                <Text fontWeight="semibold">{formatCents(priced.lineTotalCents)}</Text>
              )}
            </Flex>
            {problem && (
              <Flex mt="2" gap="3" align="center" wrap="wrap">
                <Text color="fg.error" fontWeight="semibold">
                  {problemText(problem, product.priceCents)}
                </Text>
                {problem.problem === 'too-few' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setQuantity(product.id, problem.available)}
                  >
                    {checkoutText.lowerTo(problem.available, product.name)}
                  </Button>
                )}
                {problem.problem !== 'price-changed' && (
                  <Button size="sm" variant="outline" onClick={() => remove(product.id)}>
                    {checkoutText.remove(product.name)}
                  </Button>
                )}
              </Flex>
            )}
          </Box>
        );
      })}
    </Stack>
  );
});

/** What stands in the way of a line; a changed price says what it was (`shownCents`) too. */
function problemText(problem: CheckoutLineProblem, shownCents: number): string {
  switch (problem.problem) {
    case 'too-few':
      return checkoutText.problem['too-few'](problem.available);
    case 'price-changed':
      return checkoutText.problem['price-changed'](
        formatCents(shownCents),
        formatCents(problem.priceCents),
      );
    default:
      return checkoutText.problem[problem.problem];
  }
}

/**
 * The totals of the lines that can be ordered, and where they come from: said to be the server's
 * only while they are its latest word (not after placing could not reach it).
 */
const Totals = memo(function Totals({ checkout }: { checkout: CheckoutActor }) {
  const quote = useSelector(checkout, (snapshot) => snapshot.context.quote);
  const method = useSelector(checkout, (snapshot) => snapshot.context.delivery.method);
  const latest = useSelector(checkout, selectQuoteIsLatest);
  const leaveOut = useSelector(checkout, selectTotalsLeaveOut);
  if (!quote) return null;
  return (
    <Stack gap="1">
      <DetailTable aria-label={text.total}>
        <DetailRow label={text.subtotal}>{formatCents(quote.subtotalCents)}</DetailRow>
        {quote.discountCents > 0 && quote.promo && (
          <DetailRow label={text.discount(quote.promo.code)}>
            {formatCents(-quote.discountCents)}
          </DetailRow>
        )}
        <DetailRow label={text.delivery}>
          {method === 'pickup' ? text.pickupFree : formatCents(quote.deliveryCents)}
        </DetailRow>
        <DetailRow label={text.total}>
          <Text as="span" fontWeight="bold">
            {formatCents(quote.totalCents)}
          </Text>
        </DetailRow>
      </DetailTable>
      {latest && (
        <Text textStyle="sm" color="fg.muted">
          {leaveOut ? text.pricesNote : text.totalsNote}
        </Text>
      )}
      {leaveOut && (
        <Text textStyle="sm" color="fg.muted">
          {text.leftOutNote}
        </Text>
      )}
    </Stack>
  );
});

/**
 * Its controls are disabled while the order is being placed, by one attribute on a fieldset: the
 * tap on Place order redraws no part of the review inside it.
 */
function LockedWhilePlacing({
  checkout,
  children,
}: {
  checkout: CheckoutActor;
  children: ReactNode;
}) {
  const placing = useSelector(checkout, selectIsPlacing);
  return (
    <chakra.fieldset disabled={placing} minW="0">
      {children}
    </chakra.fieldset>
  );
}

/** Who, where and how to pay, each with a way back to its step. */
function Summary({ checkout }: { checkout: CheckoutActor }) {
  const contact = useSelector(checkout, (snapshot) => snapshot.context.contact);
  const delivery = useSelector(checkout, (snapshot) => snapshot.context.delivery);
  const store = shop.stores.find((option) => option.id === delivery.store);
  const change = (step: CheckoutStep, what: string) => (
    <Button
      size="xs"
      variant="plain"
      textDecoration="underline"
      aria-label={`${checkoutText.edit} ${what}`}
      onClick={() => checkout.send({ type: 'checkout.goTo', step })}
    >
      {checkoutText.edit}
    </Button>
  );
  const where =
    delivery.method === 'pickup'
      ? [`${store?.name ?? ''}`, ...(store?.address ?? [])]
      : [delivery.line1, delivery.line2, `${delivery.city} ${delivery.postcode}`].filter(Boolean);
  return (
    <Stack gap="4">
      <SummaryPart title={text.contact} change={change('contact', text.contact)}>
        {[contact.name, contact.email, contact.phone]}
      </SummaryPart>
      <SummaryPart
        title={delivery.method === 'pickup' ? text.pickupAt : text.deliverTo}
        change={change('delivery', checkoutText.steps.delivery)}
      >
        {where}
      </SummaryPart>
      <SummaryPart title={text.payment} change={change('payment', text.payment)}>
        {[checkoutText.payment[delivery.method].title, checkoutText.payment.noCardOnline]}
      </SummaryPart>
    </Stack>
  );
}

function SummaryPart({
  title,
  change,
  children,
}: {
  title: string;
  change: ReactNode;
  children: string[];
}) {
  return (
    <Box>
      <Flex align="center" gap="2">
        <Text fontWeight="semibold">{title}</Text>
        {change}
      </Flex>
      {children.map((line, index) => (
        <Text key={index} wordBreak="break-word">
          {line}
        </Text>
      ))}
    </Box>
  );
}
