import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, it } from 'vitest';
import { expect, screen } from 'storybook/test';
import { FormErrors } from './FormErrors.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('FormErrors', () => {
  it('lists the messages under its title, and shows nothing without messages', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <FormErrors
          title="The patient could not be saved"
          messages={['The office is unknown', 'The plan is unknown']}
        />,
      ),
    );
    expect(screen.getByText('The patient could not be saved')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The office is unknown',
      'The plan is unknown',
    ]);
    act(() => root.render(<FormErrors title="The patient could not be saved" messages={[]} />));
    expect(container).toBeEmptyDOMElement();
    act(() => root.unmount());
    container.remove();
  });
});
