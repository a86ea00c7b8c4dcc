// Countries and regions (document 3 section 3) and where the lab accepts and ships (section 5).
export {
  Countries,
  alpha3FromAlpha2,
  findCountryByAlpha2,
  findCountryByAlpha3,
  type Country,
} from './countries.js';
export {
  CanadaRegions,
  UsArmedForces,
  UsFederalDistrict,
  UsRegions,
  UsStates,
  UsTerritories,
  findRegionByCode,
  findRegionByName,
  regionsOfCountry,
  type CanadaRegionCode,
  type Region,
  type UsRegionCode,
} from './regions.js';
export {
  BlockedCountryCodes,
  ShippableCountryCodes,
  blockedCountryMessage,
  isBlockedCountry,
  isShippableCountry,
  type BlockedCountryCode,
  type ShippableCountryCode,
} from './shipping.js';
