import * as v from 'valibot';
import { hasAtMostDecimals, text } from './schema-values.ts';

const wholeNumber = v.pipe(v.number(), v.integer(), v.gtValue(0));

/**
 * Every specification a product can have, and the value each takes. Numbers are plain values in
 * the unit their name gives (listing filters compare them); the page adds the unit.
 */
const fields = {
  /** Inches, diagonal. */
  screenSize: v.pipe(
    v.number(),
    v.gtValue(0),
    v.check(hasAtMostDecimals(2), 'must have at most 2 decimals'),
  ),
  /** Hertz. */
  refreshRate: wholeNumber,
  /** Gigabytes. */
  ram: wholeNumber,
  /** Gigabytes (1 TB is 1000). */
  storage: wholeNumber,
  display: text,
  resolution: text,
  brightness: text,
  processor: text,
  memoryType: text,
  graphics: text,
  formFactor: text,
  memorySlots: text,
  driveSlots: text,
  cooling: text,
  interface: text,
  compatibility: text,
  driverSize: text,
  speakers: text,
  printSpeed: text,
  paperInput: text,
  pageYield: text,
  nightVision: text,
  recording: text,
  devices: text,
  poeBudget: text,
  capacity: text,
  power: text,
  backupTime: text,
  fits: text,
  size: text,
  features: text,
  connectivity: text,
  batteryLife: text,
  chargingTime: text,
  platform: text,
  licence: text,
  support: text,
  warranty: text,
  weight: text,
};

type Fields = typeof fields;
export type SpecificationField = keyof Fields;
/** The fields whose value is a number, which the page shows with its unit. */
export type NumericSpecificationField = {
  [F in SpecificationField]: v.InferOutput<Fields[F]> extends number ? F : never;
}[SpecificationField];
type KindEntries<
  Kind extends string,
  Required extends keyof Fields,
  Optional extends keyof Fields,
> = {
  kind: v.LiteralSchema<Kind, undefined>;
} & { [F in Required]: Fields[F] } & { [F in Optional]: v.OptionalSchema<Fields[F], undefined> };

/**
 * The specifications of one kind of product: the fields it must have and those it may have. Any
 * other field is a mistake (a tablet has no driver size) and is named as one.
 */
function kind<
  const Kind extends string,
  const Required extends keyof Fields,
  const Optional extends keyof Fields,
>(name: Kind, required: readonly Required[], optional: readonly Optional[]) {
  const entries: Record<string, v.GenericSchema> = { kind: v.literal(name) };
  for (const field of required) entries[field] = fields[field];
  for (const field of optional) entries[field] = v.optional(fields[field]);
  return v.strictObject(entries as KindEntries<Kind, Required, Optional>, (issue) =>
    issue.expected === 'never'
      ? `is not a specification of kind '${name}'`
      : issue.received === 'undefined'
        ? `is required for kind '${name}'`
        : `must be an object`,
  );
}

// Everything that ships in a box has a warranty and a weight.
const boxed = <
  const Kind extends string,
  const Required extends keyof Fields,
  const Optional extends keyof Fields,
>(
  name: Kind,
  required: readonly Required[],
  optional: readonly Optional[],
) => kind(name, [...required, 'warranty', 'weight'], optional);

const mobile = ['screenSize', 'display', 'storage', 'connectivity', 'batteryLife'] as const;
const mobileExtras = ['processor', 'ram', 'chargingTime'] as const;
const computer = ['processor', 'ram', 'storage'] as const;

/** The specifications of a product, by its `kind`: each kind has its own fields. */
export const specificationsSchema = v.variant(
  'kind',
  [
    boxed('phone', mobile, mobileExtras),
    boxed('tablet', mobile, mobileExtras),
    boxed(
      'laptop',
      ['screenSize', 'display', ...computer],
      ['memoryType', 'graphics', 'speakers', 'connectivity', 'batteryLife', 'chargingTime'],
    ),
    boxed('desktop', computer, ['memoryType', 'graphics', 'screenSize', 'display', 'connectivity']),
    boxed(
      'handheld-console',
      ['screenSize', 'display', ...computer, 'batteryLife'],
      ['connectivity', 'chargingTime'],
    ),
    boxed('monitor', ['screenSize', 'refreshRate', 'display', 'connectivity'], ['speakers']),
    boxed('headphones', ['driverSize', 'connectivity'], ['batteryLife', 'chargingTime']),
    boxed('speaker', ['speakers', 'connectivity', 'batteryLife'], ['chargingTime']),
    boxed('smartwatch', ['display', 'connectivity', 'batteryLife'], ['chargingTime']),
    boxed('power', [], ['capacity', 'power', 'connectivity', 'backupTime', 'chargingTime']),
    boxed('drive', ['storage', 'interface'], []),
    boxed('memory', ['ram', 'memoryType'], ['compatibility']),
    boxed(
      'pc-part',
      [],
      [
        'formFactor',
        'memorySlots',
        'driveSlots',
        'cooling',
        'display',
        'interface',
        'connectivity',
      ],
    ),
    boxed('printer', ['resolution', 'connectivity'], ['printSpeed', 'paperInput', 'pageYield']),
    boxed(
      'projector',
      ['resolution', 'brightness', 'connectivity'],
      ['speakers', 'batteryLife', 'chargingTime'],
    ),
    boxed('camera', ['resolution', 'connectivity'], ['nightVision', 'recording']),
    boxed('network', ['connectivity'], ['devices', 'poeBudget', 'batteryLife', 'chargingTime']),
    boxed(
      'accessory',
      [],
      [
        'fits',
        'size',
        'features',
        'capacity',
        'power',
        'display',
        'connectivity',
        'batteryLife',
        'chargingTime',
      ],
    ),
    // Delivered by e-mail: support for a term instead of a warranty, and nothing to weigh.
    kind('software', ['platform', 'support'], ['licence']),
  ],
  (issue) => `unknown kind ${issue.received}`,
);

export type Specifications = v.InferOutput<typeof specificationsSchema>;
export type ProductKind = Specifications['kind'];

/**
 * The kinds of product each category sells: a product is listed only where its kind belongs (no
 * software among the phones), in its home category and every other it is listed in.
 */
export const kindsByCategory: Readonly<Record<string, readonly ProductKind[]>> = {
  'phone-tablets': ['phone', 'tablet'],
  'laptop-desktop': ['laptop', 'desktop'],
  component: ['drive', 'memory', 'pc-part', 'power'],
  'office-equipment': ['printer', 'monitor', 'power', 'accessory'],
  accessories: ['accessory', 'headphones', 'speaker', 'smartwatch', 'power', 'drive', 'camera'],
  networking: ['network', 'camera'],
  photocopier: ['printer'],
  projector: ['projector', 'accessory'],
  laptopaccessorises: ['accessory', 'power', 'drive'],
  software: ['software'],
  gaming: ['laptop', 'desktop', 'handheld-console', 'monitor', 'headphones', 'accessory'],
};
