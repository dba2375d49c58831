import { Badge, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { hoursText, openNowText } from '#shop-api/store-hours.ts';
import { storeIds, stores, type LocationId, type StoreId } from '#shop-api/stores.ts';
import { availabilityMachine } from '#machines/availability/availability.machine.ts';
import {
  selectCouldNotCheck,
  selectUnitsAt,
} from '#machines/availability/availability.selectors.ts';
import { storesChosenFirst } from '#machines/chosen-store/chosen-store.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { useChosenStore } from '#src/actors/use-chosen-store.ts';
import { StockBadge, stockBadgeLook } from '#src/components/product/product-card.tsx';
import { NativeSelect } from '#src/components/ui/native-select.tsx';
import { useAvailabilityServer } from './server.ts';
import { whereText as text } from './text.ts';

/** The heights of the space `WhereToGetIt` keeps, which the places take exactly. */
export interface PlacesLayout {
  /** One place's box: its name, its stock, a store's open state and two lines of hours. */
  placeHeight: string;
  /** The "Your store" select's line: a 44px touch target. */
  chooserHeight: string;
  /** Between the select and the boxes, and between boxes. */
  gap: string;
}

export interface PlacesProps {
  productId: string;
  /**
   * What a store without the product offers beside "Not in stock": the stock-alerts feature's
   * request for that store, given by the product page (features do not import each other).
   */
  storeAlert: ComponentType<{ productId: string; storeId: StoreId }>;
  layout: PlacesLayout;
}

type AvailabilityRef = ReturnType<typeof useAvailability>;

/** The `availability` machine, asking the shop's server once for `productId`'s units. */
function useAvailability(productId: string) {
  const server = useAvailabilityServer();
  const [logic] = useState(() =>
    availabilityMachine.provide({
      actors: { readUnits: fromPromise(({ input }) => server.readUnits(input.productId)) },
    }),
  );
  return useActorRef(logic, { input: { productId }, inspect, systemId: 'availability' });
}

/**
 * The select of the shopper's store, then delivery and each store (theirs first) with the
 * product's stock as the server counts it now; each store with whether it is open now and its
 * hours. Fills the space `WhereToGetIt` keeps, whatever the server answers.
 */
export function Places({ productId, storeAlert: StoreAlert, layout }: PlacesProps) {
  const availability = useAvailability(productId);
  const chosen = useChosenStore();
  const now = new Date();
  return (
    <Stack gap={layout.gap}>
      <Flex as="label" align="center" gap="3" minH={layout.chooserHeight} textStyle="sm">
        <Text as="span" fontWeight="medium" whiteSpace="nowrap">
          {text.yourStore}
        </Text>
        <NativeSelect
          size="sm"
          h="11"
          maxW="15rem"
          value={chosen.storeId ?? ''}
          onChange={(event) => {
            const storeId = storeIds.find((id) => id === event.target.value);
            if (storeId) chosen.choose(storeId);
            else chosen.forget();
          }}
        >
          <option value="">{text.noStore}</option>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </NativeSelect>
      </Flex>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={layout.gap}>
        <Place
          name={text.delivery}
          location="warehouse"
          availability={availability}
          height={layout.placeHeight}
        >
          <Text textStyle="sm" color="fg.muted">
            {text.fromWarehouse}
          </Text>
        </Place>
        {storesChosenFirst(chosen.storeId).map((store) => (
          <Place
            key={store.id}
            name={store.name}
            location={store.id}
            availability={availability}
            height={layout.placeHeight}
            isChosen={store.id === chosen.storeId}
            whenNone={<StoreAlert productId={productId} storeId={store.id} />}
          >
            <Text textStyle="sm">{openNowText(store, now)}</Text>
            {hoursText(store).map(({ days, time }) => (
              <Text key={days} textStyle="xs" color="fg.muted">
                {text.hours(days, time)}
              </Text>
            ))}
          </Place>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface PlaceProps {
  name: string;
  location: LocationId;
  availability: AvailabilityRef;
  height: string;
  isChosen?: boolean;
  /** Beside "Not in stock" when the place has none. */
  whenNone?: ReactNode;
  /** What else is said of the place, under its stock. */
  children: ReactNode;
}

/** One place's box: its name, the product's stock there, and what `children` say of it. */
function Place({
  name,
  location,
  availability,
  height,
  isChosen = false,
  whenNone,
  children,
}: PlaceProps) {
  return (
    <Stack
      as="li"
      gap="0.5"
      minH={height}
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={isChosen ? 'border.emphasized' : 'border'}
    >
      <Flex align="center" gap="2" minH="6">
        <Text fontWeight="semibold">{name}</Text>
        {isChosen && <Badge colorPalette="blue">{text.yourStore}</Badge>}
      </Flex>
      <Flex align="center" gap="2" minH="6">
        <Units location={location} availability={availability} whenNone={whenNone} />
      </Flex>
      {children}
    </Stack>
  );
}

/** The product's stock at `location`: the card's words, "Not in stock" at a place without. */
function Units({
  location,
  availability,
  whenNone,
}: {
  location: LocationId;
  availability: AvailabilityRef;
  whenNone: ReactNode;
}) {
  const units = useSelector(availability, selectUnitsAt(location));
  const couldNotCheck = useSelector(availability, selectCouldNotCheck);
  if (units === undefined) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {couldNotCheck ? text.couldNotCheck : text.checking}
      </Text>
    );
  }
  return units > 0 ? (
    <StockBadge stockCount={units} live />
  ) : (
    <>
      <Badge {...stockBadgeLook('gray')}>{text.notInStock}</Badge>
      {whenNone}
    </>
  );
}
