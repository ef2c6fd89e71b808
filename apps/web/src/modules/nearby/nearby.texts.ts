import { OPEN_24_HOURS_TEXT } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `nearby`: the nearby centers list of the request form, its cards and star ratings. */
export const NAMESPACE = 'nearby';
export const TEXTS_EN = {
  finding: 'Finding service centers near you...',
  noneFound:
    'No service centers were found near this location. Try another PIN code, or call a center you know.',
  of: 'of {{total}}',
  sort: 'Sort',
  nearest: 'Nearest',
  topRated: 'Top rated',
  view: 'View',
  list: 'List',
  map: 'Map',
  mapHint: 'Tap a numbered pin to choose that center.',
  listLabel: 'Nearby Service Centers',
  fartherAway: 'Farther away: outside {{km}} km',
  noneWithin: 'No service center within {{km}} km: the nearest ones are farther away',
  farNote: '{{km}} km away — outside your area',
  km: '{{km}} km',
  card: {
    pickup: 'Pickup Available',
    address: 'Address',
    hours: 'Office hours',
    services: 'Services provided',
    directions: 'Get Directions',
    offers: 'Available Offers',
    /** The picker's accessible name: its visible label first (WCAG 2.5.3, voice control), then the center. */
    pickerName: '{{label}}: {{name}}',
    selected: 'Selected',
    chooseThis: 'Choose this center',
    open24: OPEN_24_HOURS_TEXT,
    reviews: 'Read reviews',
  },
  rating: {
    none: 'No ratings yet',
    label: 'Rated {{value}} out of {{scale}}',
    labelCount_one: 'Rated {{value}} out of {{scale}}, {{count}} rating',
    labelCount_other: 'Rated {{value}} out of {{scale}}, {{count}} ratings',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
