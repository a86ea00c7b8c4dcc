/** How the lab reaches people: notification channels, contact methods, severities. */

/** Notification preference channel, as sent to the server. */
export const NotificationChannel = { Email: 1, Portal: 2, EmailAndPortal: 3 } as const;

export type NotificationChannelValue =
  (typeof NotificationChannel)[keyof typeof NotificationChannel];

/** How a provider receives reports; the transmissionProtocol field takes the same values. */
export const ContactMethod = { Email: 1, Fax: 2 } as const;

export type ContactMethodValue = (typeof ContactMethod)[keyof typeof ContactMethod];

/** Transmission protocol of an ordering provider: 1 e-mail, 2 fax. */
export const TransmissionProtocol = ContactMethod;

export type TransmissionProtocolValue = ContactMethodValue;

/** Severity of a notification shown to the user. */
export const NotificationSeverities = ['info', 'success', 'warn', 'error'] as const;

export type NotificationSeverity = (typeof NotificationSeverities)[number];

/** How a report is shared. */
export const ReportShareModes = ['E-mail', 'Fax'] as const;

export type ReportShareMode = (typeof ReportShareModes)[number];
