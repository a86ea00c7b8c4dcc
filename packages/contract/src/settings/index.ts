export {
  appSettingMandatoryMissingMessage,
  appSettingRequestItemSchema,
  appSettingSchema,
  fetchAppSettings,
  type AppSetting,
  type AppSettingRequestItem,
} from './settings-calls.js';
