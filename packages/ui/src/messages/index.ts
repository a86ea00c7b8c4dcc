export { defaultUiMessages, useUiMessages } from './messages';
export type { UiMessages } from './messages';
export { UiMessagesProvider } from './UiMessagesProvider';
export type { UiMessagesProviderProps } from './UiMessagesProvider';
