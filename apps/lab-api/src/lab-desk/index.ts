export { registerLabDeskRoutes, labDeskAreas } from './lab-desk-routes.js';
