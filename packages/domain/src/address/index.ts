export {
  addressFromGeocoderResult,
  patientFormAddress,
  removeStreetKeywords,
  type Address,
  type GeocoderAddressComponent,
  type GeocoderResult,
  type PatientFormAddress,
} from './geocodedAddress.js';
