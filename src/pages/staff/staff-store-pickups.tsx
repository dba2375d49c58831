import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { dhakaIso, formatDateTime } from '#shop-api/dates.ts';
import { formatCents } from '#shop-api/money.ts';
import type { StorePickup } from '#shop-api/staff-stock.ts';
import { storeIds, stores, type StoreId } from '#shop-api/stores.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { Loading, LoadFailure } from '#src/components/ui/load-states.tsx';
import { OrderStatusBadge } from '#src/features/orders/order-details.tsx';
import { useStaffServer } from '#src/features/staff/server.ts';
import { isStaffRefusal, NotStaffNotice, StaffChoice } from '#src/features/staff/staff-page.tsx';
import { staffStockText } from '#src/features/staff/text.ts';
import { useAnswer } from '#src/features/staff/use-answer.ts';
import { href } from '#src/routing/paths.ts';

const text = staffStockText.pickups;

/** The day on Dhaka's calendar a moment falls on, as `2026-12-03`: the shop's "today". */
const dhakaDay = (iso: string) => dhakaIso(new Date(iso)).slice(0, 10);

/**
 * A store's pickups still to be collected (`/staff/stock`, decision 0043): those whose
 * reservation ends today on the shop's clock first, then the later ones; each links to its
 * order, where staff mark it ready and collected.
 */
export function StorePickups() {
  const server = useStaffServer();
  const headingId = useId();
  const storeChoiceId = useId();
  const [store, setStore] = useState<StoreId>(storeIds[0]);
  const pickups = useAnswer(useCallback(() => server.storePickups(store), [server, store]));
  if (pickups.status === 'failed' && isStaffRefusal(pickups.error)) return <NotStaffNotice />;
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <chakra.h2 id={headingId} textStyle="xl" fontWeight="semibold">
        {text.heading}
      </chakra.h2>
      <StaffChoice
        id={storeChoiceId}
        label={text.store}
        value={store}
        onChange={(chosen) => setStore(chosen as StoreId)}
      >
        {stores.map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </StaffChoice>
      {pickups.status === 'loading' ? (
        <Loading text={text.loading} height="24" />
      ) : pickups.status === 'failed' ? (
        <LoadFailure title={text.failed} error={pickups.error} onRetry={pickups.retry} />
      ) : pickups.value.length === 0 ? (
        <Text>{text.empty}</Text>
      ) : (
        <PickupsByDay pickups={pickups.value} />
      )}
    </Stack>
  );
}

function PickupsByDay({ pickups }: { pickups: StorePickup[] }) {
  const today = dhakaDay(new Date().toISOString());
  // One whose reservation ended before today and is not yet cancelled is due as well.
  const isDue = (pickup: StorePickup) => dhakaDay(pickup.reservedUntil) <= today;
  return (
    <>
      <PickupGroup heading={text.dueToday} empty={text.noneToday} pickups={pickups.filter(isDue)} />
      <PickupGroup
        heading={text.later}
        empty={text.noneLater}
        pickups={pickups.filter((pickup) => !isDue(pickup))}
      />
    </>
  );
}

function PickupGroup({
  heading,
  empty,
  pickups,
}: {
  heading: string;
  empty: string;
  pickups: StorePickup[];
}) {
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <chakra.h3 id={headingId} textStyle="lg" fontWeight="semibold">
        {heading}
      </chakra.h3>
      {pickups.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <chakra.ul
          role="list"
          listStyleType="none"
          borderTopWidth="1px"
          aria-labelledby={headingId}
        >
          {pickups.map((pickup) => (
            <chakra.li key={pickup.number} borderBottomWidth="1px" py="3">
              <Stack gap="0.5">
                <Flex gap="3" align="center" wrap="wrap">
                  <AppLink to={href('order', { number: pickup.number })}>{pickup.number}</AppLink>
                  <OrderStatusBadge status={pickup.status} />
                </Flex>
                <Text textStyle="sm">
                  {pickup.name} · {text.items(pickup.itemCount)} · {formatCents(pickup.totalCents)}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {text.reservedUntil(formatDateTime(pickup.reservedUntil))}
                </Text>
              </Stack>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
