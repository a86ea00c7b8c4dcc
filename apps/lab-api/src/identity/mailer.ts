// The identity provider's mail goes through the lab's one mailer (src/mail/).
export * from '../mail/mailer.js';
