import { Button, chakra, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { findBrand, findCategory } from '#catalog/taxonomy.ts';
import { formatDateTime } from '#shop-api/dates.ts';
import { formatCents } from '#shop-api/money.ts';
import type { SaleScope } from '#shop-api/offer-rules.ts';
import {
  reductionText,
  windowText,
  type OfferChange,
  type OfferState,
  type StaffCode,
  type StaffOffers,
  type StaffSale,
} from '#shop-api/staff-offers.ts';
import { InlineConfirm } from '#src/components/ui/inline-confirm.tsx';
import { failureMessage, Loading, LoadFailure } from '#src/components/ui/load-states.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useStaffServer } from '#src/features/staff/server.ts';
import { useKeptAnswer } from '#src/features/staff/use-kept-answer.ts';
import { isStaffRefusal, NotStaffNotice, StaffPage } from '#src/features/staff/staff-page.tsx';
import { staffOffersText as text } from '#src/features/staff/text.ts';
import { CodeForm, SaleForm } from './staff-offer-forms.tsx';

/**
 * The staff's sales and promo codes (`/staff/offers`, docs/decisions/0042-offers.md, "Staff"):
 * the lists with their states at the server's clock, Change and End now on each, the forms of a
 * sale (with the preview of its prices) and of a code, and who changed what and when.
 */
export function StaffOffersPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <OffersBoard />
    </StaffPage>
  );
}

/** Which form is open and for what: a new sale or code, or the one staff chose to change. */
interface Editing<Offer> {
  offer: Offer | null;
  /** Counts the choices: a new choice is a new form, focused. */
  round: number;
}

function OffersBoard() {
  const server = useStaffServer();
  const offers = useKeptAnswer(server.listOffers);
  const history = useKeptAnswer(server.offerHistory);
  const [sale, setSale] = useState<Editing<StaffSale>>({ offer: null, round: 0 });
  const [code, setCode] = useState<Editing<StaffCode>>({ offer: null, round: 0 });
  const changed = () => {
    offers.refresh();
    history.refresh();
  };
  if (isStaffRefusal(offers.error) || isStaffRefusal(history.error)) return <NotStaffNotice />;
  return (
    <Stack gap="12">
      {offers.value && offers.error !== null && (
        // The lists as last loaded stay below; asking again may bring the latest.
        <LoadFailure title={text.failed} error={offers.error} onRetry={offers.refresh} />
      )}
      {offers.value ? (
        <OfferLists
          offers={offers.value}
          onChangeSale={(offer) => setSale(({ round }) => ({ offer, round: round + 1 }))}
          onChangeCode={(offer) => setCode(({ round }) => ({ offer, round: round + 1 }))}
          onEnded={changed}
        />
      ) : offers.error ? (
        <LoadFailure title={text.failed} error={offers.error} onRetry={offers.refresh} />
      ) : (
        <Loading text={text.loading} height="40" />
      )}
      <SaleForm
        key={`sale-${sale.round}`}
        sale={sale.offer}
        focus={sale.round > 0}
        onSaved={changed}
        onStartNew={() => setSale(({ round }) => ({ offer: null, round: round + 1 }))}
      />
      <CodeForm
        key={`code-${code.round}`}
        code={code.offer}
        focus={code.round > 0}
        onSaved={changed}
        onStartNew={() => setCode(({ round }) => ({ offer: null, round: round + 1 }))}
      />
      <History changes={history.value} error={history.error} onRetry={history.refresh} />
    </Stack>
  );
}

const scopeLabel = (scope: SaleScope) =>
  scope.kind === 'products'
    ? text.covers.products(scope.productIds)
    : scope.kind === 'category'
      ? text.covers.category(findCategory(scope.category)?.label ?? scope.category)
      : text.covers.brand(findBrand(scope.brand)?.label ?? scope.brand);

const stateColour: Record<OfferState, string> = {
  running: 'fg.success',
  'not-started': 'fg.info',
  ended: 'fg.muted',
};

function StateCell({ state }: { state: OfferState }) {
  return (
    <Table.Cell color={stateColour[state]} fontWeight="medium">
      {text.states[state]}
    </Table.Cell>
  );
}

/** A section with its heading, which names it and its table. */
function ListSection({
  heading,
  columns,
  empty,
  children,
}: {
  heading: string;
  columns: readonly string[];
  /** Said instead of the table when it has no rows. */
  empty: string | null;
  /** The table's rows. */
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <chakra.h2 id={headingId} textStyle="xl" fontWeight="semibold">
        {heading}
      </chakra.h2>
      {empty ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" aria-labelledby={headingId}>
            <Table.Header>
              <Table.Row>
                {[...columns, text.actions].map((column) => (
                  <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** Change, and End now while it runs (asked first, in place). */
function RowActions({
  state,
  changeLabel,
  endLabel,
  ending,
  onChange,
  onEnd,
}: {
  state: OfferState;
  changeLabel: string;
  endLabel: string;
  ending: boolean;
  onChange: () => void;
  onEnd: () => void;
}) {
  return (
    <Table.Cell>
      <Flex gap="2" wrap="wrap" align="center">
        <Button size="sm" variant="outline" aria-label={changeLabel} onClick={onChange}>
          {text.change}
        </Button>
        {state === 'running' && (
          <InlineConfirm
            label={text.endNow}
            ariaLabel={endLabel}
            question={text.endQuestion}
            confirmLabel={text.endYes}
            keepLabel={text.keep}
            busy={ending}
            colorPalette="red"
            onConfirm={onEnd}
          />
        )}
      </Flex>
    </Table.Cell>
  );
}

function OfferLists({
  offers,
  onChangeSale,
  onChangeCode,
  onEnded,
}: {
  offers: StaffOffers;
  onChangeSale: (sale: StaffSale) => void;
  onChangeCode: (code: StaffCode) => void;
  onEnded: () => void;
}) {
  const server = useStaffServer();
  const [ending, setEnding] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; title: string; body: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  /** Ends an offer: says how it went where the focus can go, the button being gone. */
  const end = (key: string, call: () => Promise<unknown>, done: string, failed: string) => {
    setEnding(key);
    call()
      .then(
        () => {
          setOutcome({ ok: true, title: done, body: '' });
          onEnded();
        },
        (error: unknown) => setOutcome({ ok: false, title: failed, body: failureMessage(error) }),
      )
      .finally(() => {
        setEnding(null);
        requestAnimationFrame(() => outcomeRef.current?.focus());
      });
  };
  const { sales: s, codes: c } = text;
  return (
    <Stack gap="8">
      {outcome && (
        <chakra.div ref={outcomeRef} tabIndex={-1}>
          <Notice status={outcome.ok ? 'success' : 'error'} title={outcome.title}>
            {outcome.body || null}
          </Notice>
        </chakra.div>
      )}
      <ListSection
        heading={s.heading}
        columns={Object.values(s.columns)}
        empty={offers.sales.length === 0 ? s.empty : null}
      >
        {offers.sales.map((sale) => (
          <Table.Row key={sale.id}>
            <Table.Cell fontWeight="medium">{sale.title}</Table.Cell>
            <Table.Cell>{reductionText(sale.reduction)}</Table.Cell>
            <Table.Cell maxW="xs">{scopeLabel(sale.scope)}</Table.Cell>
            <Table.Cell>{text.dhaka(windowText(sale))}</Table.Cell>
            <StateCell state={sale.state} />
            <RowActions
              state={sale.state}
              changeLabel={s.changeLabel(sale.title)}
              endLabel={s.endLabel(sale.title)}
              ending={ending === `sale:${sale.id}`}
              onChange={() => onChangeSale(sale)}
              onEnd={() =>
                end(
                  `sale:${sale.id}`,
                  () => server.endSale(sale.id),
                  s.ended(sale.title),
                  s.endFailed,
                )
              }
            />
          </Table.Row>
        ))}
      </ListSection>
      <ListSection
        heading={c.heading}
        columns={Object.values(c.columns)}
        empty={offers.codes.length === 0 ? c.empty : null}
      >
        {offers.codes.map((code) => (
          <Table.Row key={code.code}>
            <Table.Cell fontWeight="medium">{code.code}</Table.Cell>
            <Table.Cell>{reductionText(code.reduction)}</Table.Cell>
            <Table.Cell>{formatCents(code.minimumCents)}</Table.Cell>
            <Table.Cell>{text.dhaka(windowText(code))}</Table.Cell>
            <Table.Cell>{c.uses(code.uses, code.maxUses)}</Table.Cell>
            <Table.Cell>{c.listed(code.published)}</Table.Cell>
            <StateCell state={code.state} />
            <RowActions
              state={code.state}
              changeLabel={c.changeLabel(code.code)}
              endLabel={c.endLabel(code.code)}
              ending={ending === `code:${code.code}`}
              onChange={() => onChangeCode(code)}
              onEnd={() =>
                end(
                  `code:${code.code}`,
                  () => server.endCode(code.code),
                  c.ended(code.code),
                  c.endFailed,
                )
              }
            />
          </Table.Row>
        ))}
      </ListSection>
    </Stack>
  );
}

/** Who changed which sale or code, what and when, the latest first. */
function History({
  changes,
  error,
  onRetry,
}: {
  changes: OfferChange[] | null;
  error: unknown;
  onRetry: () => void;
}) {
  const headingId = useId();
  const h = text.history;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <chakra.h2 id={headingId} textStyle="xl" fontWeight="semibold">
        {h.heading}
      </chakra.h2>
      {changes === null ? (
        error ? (
          <LoadFailure title={text.failed} error={error} onRetry={onRetry} />
        ) : (
          <Loading text={text.loading} height="20" />
        )
      ) : changes.length === 0 ? (
        <Text color="fg.muted">{h.empty}</Text>
      ) : (
        <chakra.ul role="list" listStyleType="none" aria-labelledby={headingId}>
          {changes.map((change) => (
            <chakra.li key={change.id} py="2.5" borderBottomWidth="1px">
              <Text fontWeight="medium">
                {h.line(h.entities[change.entity], change.subject, h.actions[change.action])}{' '}
                <chakra.span fontWeight="normal" color="fg.muted">
                  {h.by(change.by, formatDateTime(change.at))}
                </chakra.span>
              </Text>
              <Text textStyle="sm">{change.summary}</Text>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
