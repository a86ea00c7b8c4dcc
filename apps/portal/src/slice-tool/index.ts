// What other screens show of the slice tool (the tool's page itself is loaded by its route).
export { OrderedSlice, SliceRequisitionButton, hasSliceTest } from './OrderedSlice.tsx';
