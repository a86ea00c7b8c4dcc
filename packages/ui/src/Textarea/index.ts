export { Textarea, CharacterCountAnnouncementDelayMs } from './Textarea';
export type { TextareaProps } from './Textarea';
