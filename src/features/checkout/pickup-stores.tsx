import { Stack, Text } from '@chakra-ui/react';
import type { PickupChoice } from '#shop-api/availability.ts';
import { hoursText, openNowText } from '#shop-api/store-hours.ts';
import { shop } from '#src/content/shop.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { pickupText } from './pickup-text.ts';

/**
 * What the delivery step reads for it from the checkout and the cart: this module imports
 * neither, so that their code stays in the checkout's chunk instead of a chunk shared with this
 * one that every first view would list (docs/performance-log.md, 2026-12-02, "Issue 61").
 */
export interface PickupStoresProps {
  /** The store chosen; '' for none yet. */
  chosen: string;
  /** The server is being asked which stores have every line. */
  finding: boolean;
  /** Each store with the lines it lacks; null while not known (any may be chosen). */
  known: PickupChoice[] | null;
  /** A cart line's product name, by its id. */
  nameOf: (productId: string) => string;
  /** Why the shopper cannot go on yet (no store chosen), from the delivery step. */
  error: string | undefined;
  onChoose: (store: string) => void;
}

/**
 * The stores to collect the order from, each with whether it is open now and its hours. Once the
 * server has said which stores have every line, a store lacking one cannot be chosen and says
 * which it lacks, and where they all are; until then, or when it could not say, any store may be
 * chosen and the server checks it when the order is priced.
 */
export function PickupStores({
  chosen,
  finding,
  known,
  nameOf,
  error,
  onChoose,
}: PickupStoresProps) {
  const choices: PickupChoice[] = known ?? shop.stores.map((store) => ({ store, missing: [] }));
  const chosenChoice = choices.find(({ store }) => store.id === chosen);
  const chosenLacks =
    chosenChoice && chosenChoice.missing.length > 0
      ? pickupText.chosenLacks(chosenChoice.store.name)
      : undefined;
  const now = new Date();
  return (
    <Stack gap="3">
      {/* Present from the start, so that the check's progress is announced. */}
      <Text role="status" textStyle="sm" color="fg.muted">
        {finding ? pickupText.finding : ''}
      </Text>
      {!finding && known === null && <Notice status="info">{pickupText.notChecked}</Notice>}
      {known?.every(({ missing }) => missing.length > 0) && (
        <Notice status="warning" title={pickupText.noneHasAll}>
          {pickupText.noneHasAllHint}
        </Notice>
      )}
      <ChoiceCards
        name="store"
        legend={pickupText.legend}
        value={chosen}
        onChange={onChoose}
        error={error ?? chosenLacks}
        choices={choices.map(({ store, missing, nearestWithAll }) => ({
          value: store.id,
          label: store.name,
          disabled: missing.length > 0,
          description: (
            <>
              {store.address.join(', ')}
              <br />
              {openNowText(store, now)}
              <br />
              {pickupText.opening}:{' '}
              {hoursText(store)
                .map(({ days, time }) => `${days} ${time}`)
                .join('; ')}
              {missing.length > 0 && (
                <>
                  <br />
                  <Text as="span" color="fg" fontWeight="medium">
                    {pickupText.lacks(
                      missing
                        .map(({ productId, available }) =>
                          pickupText.lackedLine(nameOf(productId), available),
                        )
                        .join(', '),
                    )}
                  </Text>
                  {nearestWithAll && (
                    <>
                      <br />
                      {pickupText.availableAt(nearestWithAll.name)}
                    </>
                  )}
                </>
              )}
            </>
          ),
        }))}
      />
    </Stack>
  );
}
