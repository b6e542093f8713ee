/** The tests' browser for linking flows is the one sandbox mode links its listener with. */
export { createFlowBrowser, type FlowBrowser } from '../../../src/sandbox/flow-browser';
