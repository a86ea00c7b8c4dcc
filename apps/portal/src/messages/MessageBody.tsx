// The text of a message to the lab and its send button, as every message form shows them (a new
// thread, a reply in the center, a message on an order's page).
import { Button, Inline, Textarea } from '@loci/ui';
import { messageTexts as texts } from './messageTexts.ts';

/** The most characters a message may have (the contract's message body rule). */
const messageMaxLength = 4000;

export function MessageBodyField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (body: string) => void;
}) {
  return (
    <Textarea
      label={label}
      required
      maxLength={messageMaxLength}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function SendMessageButton({ busy }: { busy: boolean }) {
  return (
    <Inline>
      <Button type="submit" loading={busy}>
        {texts.send}
      </Button>
    </Inline>
  );
}
