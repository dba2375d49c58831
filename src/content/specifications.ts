import type { NumericSpecificationField, SpecificationField } from '#catalog/specifications.ts';

/** Readable names of the specification fields, in the order the product page lists them. */
export const specificationLabels: Record<SpecificationField, string> = {
  screenSize: 'Screen size',
  display: 'Display',
  refreshRate: 'Refresh rate',
  resolution: 'Resolution',
  brightness: 'Brightness',
  processor: 'Processor',
  ram: 'RAM',
  memoryType: 'Memory type',
  storage: 'Storage',
  graphics: 'Graphics',
  formFactor: 'Form factor',
  memorySlots: 'Memory slots',
  driveSlots: 'Drive slots',
  cooling: 'Cooling',
  interface: 'Interface',
  compatibility: 'Compatibility',
  driverSize: 'Driver size',
  speakers: 'Speakers',
  printSpeed: 'Speed',
  paperInput: 'Paper input',
  pageYield: 'Page yield',
  nightVision: 'Night vision',
  recording: 'Recording',
  devices: 'Devices',
  poeBudget: 'PoE budget',
  capacity: 'Capacity',
  power: 'Power',
  backupTime: 'Backup time',
  fits: 'Fits',
  size: 'Size',
  features: 'Features',
  connectivity: 'Connectivity',
  batteryLife: 'Battery life',
  chargingTime: 'Charging time',
  platform: 'Platform',
  licence: 'Licence',
  support: 'Support',
  warranty: 'Warranty',
  weight: 'Weight',
};

const gigabytes = (gb: number) => (gb >= 1000 && gb % 1000 === 0 ? `${gb / 1000} TB` : `${gb} GB`);

/** How a number field reads, with its unit: 512 -> '512 GB', 2000 -> '2 TB'. */
const numberFormats: Record<NumericSpecificationField, (value: number) => string> = {
  screenSize: (inches) => `${inches} inches`,
  refreshRate: (hertz) => `${hertz} Hz`,
  ram: gigabytes,
  storage: gigabytes,
};

/** A specification's value as the product page shows it. */
export function specificationText(field: SpecificationField, value: string | number): string {
  if (typeof value === 'string') return value;
  return field in numberFormats
    ? numberFormats[field as NumericSpecificationField](value)
    : String(value);
}
