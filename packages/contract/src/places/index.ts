export {
  geocodePlace,
  geocoderComponentSchema,
  geocoderResultSchema,
  getPlacePredictions,
  placePredictionSchema,
  type PlaceGeocoderResult,
  type PlacePrediction,
} from './places-calls.js';
