import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Banner,
  Button,
  Card,
  Columns,
  FormSection,
  Inline,
  PageHeader,
  Select,
  Stack,
  TextField,
  Textarea,
} from '@loci/ui';
import { maxClinicalNoteLength, type ConvertTextToHpoResponse } from '@loci/contract';
import {
  RouteParameterPattern,
  SliceTestLimitsList,
  email,
  isSliceTestCode,
  sliceTestLimits,
} from '@loci/domain';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCart } from '../cart/CartProvider.tsx';
import { useFavorites } from '../favorites/FavoritesProvider.tsx';
import { favoriteSlice, sliceFavorite } from '../favorites/favoriteItems.ts';
import { usePageHeading } from '../shell/usePageHeading.ts';
import {
  addGene,
  addPhenotypes,
  addPredefined,
  emptySliceChoice,
  isEmptyChoice,
  orderedSliceOf,
  removeGene,
  removePhenotype,
  removePredefined,
  selectionOf,
  type SliceChoice,
} from './sliceSelection.ts';
import { SliceGeneDetails } from './SliceGeneDetails.tsx';
import { SliceGenes } from './SliceGenes.tsx';
import { sliceToolMessages as messages } from './sliceToolMessages.ts';
import {
  useForwardSlice,
  useOfflineSliceRequisitionDownload,
  usePredefinedSlices,
  useSaveOfflineSlice,
  useSavedSlice,
  useSliceReview,
  useSliceSearch,
  useSliceTestCodes,
  useTextToHpo,
  type SliceGenesSource,
} from './sliceToolQueries.ts';

// The route (docs/decisions/slice-tool-route.md) lives in sliceToolPath.ts so that links to the tool do not load it.
export { sliceToolPath } from './sliceToolPath.ts';

/** A part of the slice being built: what it is (with its genes once counted), its remove button and its genes. */
function ChosenPart({
  label,
  geneCount,
  source,
  onRemove,
}: {
  label: string;
  geneCount?: number;
  source: SliceGenesSource;
  onRemove: () => void;
}) {
  return (
    <li>
      <Inline alignY="center">
        <span>
          {label}
          {geneCount === undefined ? '' : ` · ${messages.genes(geneCount)}`}
        </span>
        <Button
          variant="tertiary"
          size="small"
          aria-label={messages.remove(label)}
          onClick={onRemove}
        >
          {messages.removeShort}
        </Button>
      </Inline>
      <SliceGenes source={source} label={label} />
    </li>
  );
}

/** The slice tool's query: a test code and an optional predefined slice slug (route-parameter characters only). */
export function readSliceToolQuery(search: URLSearchParams): {
  code: string | null;
  slice: string | null;
} {
  const valid = (value: string | null) =>
    value !== null && RouteParameterPattern.test(value) ? value : null;
  return { code: valid(search.get('code')), slice: valid(search.get('slice')) };
}

/** The HPO version and the acknowledgement HPO's licence asks for, wherever terms appear. */
function HpoSource({ source }: { source: { hpoVersion: string; hpoAcknowledgement: string } }) {
  return (
    <p>
      <small>
        HPO version {source.hpoVersion}. {source.hpoAcknowledgement}
      </small>
    </p>
  );
}

/** A slice saved offline: what downloads its requisition and forwards it. */
interface SavedSliceRef {
  offlineOrderId: number;
  name: string | null;
}

/** Builds a gene set by gene, phenotype, predefined slice or clinical note, reviews and orders it. */
export function SliceToolPage() {
  const [search] = useSearchParams();
  const { code, slice } = readSliceToolQuery(search);
  const title = messages.titleFor(code);
  usePageHeading(title);
  const { toaster } = usePortalServices();
  const cart = useCart();
  const favorites = useFavorites();
  const [choice, setChoice] = useState<SliceChoice>(emptySliceChoice);
  const [chosenCode, setChosenCode] = useState<string>(code && isSliceTestCode(code) ? code : '');
  const [note, setNote] = useState('');
  const [noteAnswer, setNoteAnswer] = useState<ConvertTextToHpoResponse | null>(null);
  const [term, setTerm] = useState('');
  const [predefinedKey, setPredefinedKey] = useState('');
  const [sliceName, setSliceName] = useState('');
  // The slice saved in this visit; else the one a favorite reopened (below).
  const [savedHere, setSavedHere] = useState<SavedSliceRef | null>(null);
  const [forwardTo, setForwardTo] = useState('');
  /** Why the typed address cannot be sent to (beside the field until it changes). */
  const [forwardProblem, setForwardProblem] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);

  const predefined = usePredefinedSlices();
  const suggestions = useSliceSearch(term);
  const textToHpo = useTextToHpo();
  const save = useSaveOfflineSlice();
  const forward = useForwardSlice();
  const savedRequisition = useOfflineSliceRequisitionDownload();
  const review = useSliceReview(
    isEmptyChoice(choice) ? null : { ...selectionOf(choice), testCode: chosenCode || null },
  );

  // A saved slice (favorites) or a predefined slice named by the route's slug starts the set.
  const favorite = useMemo(
    () =>
      slice
        ? favorites.favorites.slices
            .map(favoriteSlice)
            .find((each) => each !== null && each.slug === slice)
        : undefined,
    [favorites.favorites.slices, slice],
  );
  // A favorite saved here names its saved slice: reopened, it can be downloaded and forwarded again.
  const reopened = useSavedSlice(favorite?.offlineOrderId ?? null).data;
  const savedSlice: SavedSliceRef | null = savedHere ?? reopened ?? null;
  const [started, setStarted] = useState<string | null>(null);
  // Set while rendering, once per slug (React's "adjusting state when a prop changes").
  if (slice && started !== slice) {
    const known = predefined.data?.find((each) => each.slug === slice);
    if (favorite) {
      let next = emptySliceChoice;
      for (const gene of favorite.genes) next = addGene(next, gene.id);
      setChoice(next);
      setSliceName(favorite.name);
      setStarted(slice);
    } else if (known) {
      setChoice(addPredefined(emptySliceChoice, { key: known.key, name: known.name }));
      setStarted(slice);
    }
  }

  // The slice the set started from, by its name (a favorite's, or the predefined slice's), never its slug.
  const startingName = slice
    ? (favorite?.name ?? predefined.data?.find((each) => each.slug === slice)?.name ?? null)
    : null;

  const answer = review.data;
  // The tests with their limits from the server (the domain's list until it answers).
  const testCodes = useSliceTestCodes(answer ? answer.geneCount : null);
  const testOptions = (testCodes.data?.tests ?? SliceTestLimitsList).map((each) => ({
    value: each.code,
    label: messages.testOption(each),
  }));
  const testCode = answer?.testCode ?? (chosenCode || null);
  const test = testCode ? sliceTestLimits(testCode) : undefined;
  const ready = answer !== undefined && answer.problems.length === 0 && !isEmptyChoice(choice);
  const userEnteredName = sliceName.trim() || null;

  const findTerms = async () => {
    setProblem(null);
    try {
      const found = await textToHpo.trigger({ body: { text: note } });
      setNoteAnswer(found);
      setChoice((current) =>
        addPhenotypes(
          current,
          found.hpoIds.map((hpoId, index) => ({ hpoId, name: found.hpoNames[index] ?? hpoId })),
        ),
      );
    } catch {
      // The client's error reporter has shown the failure (a note over 20,000 characters).
    }
  };

  const saveOffline = async (): Promise<string | null> => {
    if (!answer || !testCode || !userEnteredName) {
      setProblem(messages.nameNeeded);
      return null;
    }
    setProblem(null);
    try {
      const saved = await save.trigger({
        body: {
          name: userEnteredName,
          testCode: testCode as (typeof SliceTestLimitsList)[number]['code'],
          geneSymbols: answer.genes,
          hpoIds: choice.phenotypes.map((each) => each.hpoId),
          predefinedSlices: choice.predefined.map((each) => each.key),
        },
      });
      setSavedHere(saved);
      // Saved slices are favorites of type Slices: they open here again from the favorites.
      favorites.add(
        'Slices',
        sliceFavorite(
          { name: saved.testName, test_code: saved.testCode },
          saved.name,
          saved.genes.map((gene) => ({ id: gene, name: gene })),
          saved.offlineOrderId,
        ),
      );
      toaster.show({ severity: 'success', message: messages.saved(saved.name) });
      return saved.name;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : messages.saveFailed);
      return null;
    }
  };

  const addToCart = async () => {
    if (!answer || !test) return;
    const saved = savedSlice?.name ?? (userEnteredName ? await saveOffline() : null);
    cart.add({
      code: test.code,
      name: test.name,
      slug: null,
      indent: 0,
      slice: orderedSliceOf(choice, { userEntered: userEnteredName, saved }, answer.geneCount),
    });
  };

  const downloadSaved = () => {
    if (!savedSlice) return;
    setProblem(null);
    savedRequisition
      .trigger(savedSlice.offlineOrderId)
      .catch(() => setProblem(messages.requisitionFailed));
  };

  const sendForward = async () => {
    if (!savedSlice) return;
    // The domain's e-mail rule, as the call checks it: a wrong address is said beside the field.
    const refused = email(forwardTo.trim());
    setForwardProblem(refused);
    if (refused) return;
    try {
      await forward.trigger({
        body: { offlineOrderId: savedSlice.offlineOrderId, ToEmailAddresses: [forwardTo.trim()] },
      });
      toaster.show({ severity: 'success', message: messages.forwarded(forwardTo.trim()) });
      setForwardTo('');
    } catch {
      // Shown by the client's error reporter (a refused address is named there).
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={
          <>
            {messages.description}
            {startingName ? ` ${messages.startingFrom(startingName)}` : ''}
          </>
        }
      />
      <Columns>
        <Stack gap="lg">
          <Card heading={messages.noteHeading}>
            <Stack gap="sm">
              <Textarea
                label={messages.noteLabel}
                description={messages.noteHint}
                value={note}
                maxLength={maxClinicalNoteLength}
                rows={5}
                onChange={(event) => setNote(event.target.value)}
              />
              <Inline>
                <Button
                  onClick={() => void findTerms()}
                  loading={textToHpo.isMutating}
                  disabled={note.trim() === ''}
                >
                  {messages.findTerms}
                </Button>
              </Inline>
              {noteAnswer && noteAnswer.excluded.length > 0 ? (
                <p>
                  {messages.excluded}:{' '}
                  {noteAnswer.excluded.map((each) => `${each.name} (${each.hpoId})`).join(', ')}
                </p>
              ) : null}
              {noteAnswer ? <HpoSource source={noteAnswer} /> : null}
            </Stack>
          </Card>
          <Card heading={messages.searchHeading}>
            <Stack gap="sm">
              <TextField
                type="search"
                label={messages.searchLabel}
                description={messages.searchHint}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
              />
              {term.trim().length >= 2 && suggestions.data ? (
                <Stack gap="xs" as="ul" aria-label={messages.suggestions}>
                  {suggestions.data.genes.map((gene) => (
                    <li key={`g-${gene.symbol}`}>
                      <Button
                        variant="tertiary"
                        size="small"
                        onClick={() => setChoice((current) => addGene(current, gene.symbol))}
                      >
                        {messages.addGene(gene.symbol, gene.matchedSymbol)}
                      </Button>
                    </li>
                  ))}
                  {suggestions.data.phenotypes.map((phenotype) => (
                    <li key={`p-${phenotype.hpoId}`}>
                      <Button
                        variant="tertiary"
                        size="small"
                        onClick={() =>
                          setChoice((current) =>
                            addPhenotypes(current, [
                              { hpoId: phenotype.hpoId, name: phenotype.name },
                            ]),
                          )
                        }
                      >
                        {messages.addPhenotype(phenotype)}
                      </Button>
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Card>
          <Card heading={messages.predefinedHeading}>
            <Inline alignY="end">
              <Select
                label={messages.predefinedLabel}
                placeholder={messages.predefinedPlaceholder}
                value={predefinedKey}
                onChange={(event) => setPredefinedKey(event.target.value)}
                options={(predefined.data ?? []).map((each) => ({
                  value: each.key,
                  label: messages.predefinedOption(each.name, each.genes.length),
                }))}
              />
              <Button
                variant="secondary"
                disabled={predefinedKey === ''}
                onClick={() => {
                  const picked = predefined.data?.find((each) => each.key === predefinedKey);
                  if (picked) setChoice((current) => addPredefined(current, picked));
                }}
              >
                {messages.addPredefined}
              </Button>
            </Inline>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card heading={messages.setHeading}>
            <Stack gap="sm">
              {isEmptyChoice(choice) ? <p>{messages.emptySet}</p> : null}
              <Stack gap="xs" as="ul" aria-label={messages.setHeading}>
                {choice.phenotypes.map((each) => (
                  <ChosenPart
                    key={each.hpoId}
                    label={`${each.name} (${each.hpoId})`}
                    geneCount={answer?.parts.find((item) => item.id === each.hpoId)?.geneCount}
                    source={{ kind: 'phenotypeId', hpoId: each.hpoId }}
                    onRemove={() => setChoice((current) => removePhenotype(current, each.hpoId))}
                  />
                ))}
                {choice.predefined.map((each) => (
                  <ChosenPart
                    key={each.key}
                    label={each.name}
                    geneCount={answer?.parts.find((item) => item.id === each.key)?.geneCount}
                    source={{ kind: 'predefined', key: each.key }}
                    onRemove={() => setChoice((current) => removePredefined(current, each.key))}
                  />
                ))}
                {choice.genes.map((gene) => (
                  <ChosenPart
                    key={gene}
                    label={gene}
                    source={{ kind: 'gene', symbol: gene }}
                    onRemove={() => setChoice((current) => removeGene(current, gene))}
                  />
                ))}
              </Stack>
              {isEmptyChoice(choice) ? null : (
                <SliceGenes
                  source={{ kind: 'selection', selection: selectionOf(choice) }}
                  label={messages.everyPart}
                  short={false}
                />
              )}
              {choice.phenotypes.length > 0 && answer ? <HpoSource source={answer} /> : null}
            </Stack>
          </Card>
          {answer ? (
            <Card heading={messages.reviewHeading}>
              <Stack gap="sm">
                <Select
                  label={messages.testLabel}
                  value={chosenCode}
                  onChange={(event) => setChosenCode(event.target.value)}
                  placeholder={
                    answer.fittingTestCode
                      ? messages.fittingTest(answer.fittingTestCode)
                      : messages.chooseTest
                  }
                  options={testOptions}
                />
                <p>
                  <strong>{messages.genes(answer.geneCount)}</strong>
                  {test ? ` · ${test.name} (${test.code})` : ''}
                </p>
                {answer.problems.map((each) => (
                  <Banner key={each} severity="error">
                    {each}
                  </Banner>
                ))}
                <p aria-label={messages.geneList}>{answer.genes.join(', ')}</p>
                <SliceGeneDetails genes={answer.genes} />
                <FormSection legend={messages.orderLegend}>
                  <Stack gap="sm">
                    <TextField
                      label={messages.nameLabel}
                      value={sliceName}
                      maxLength={100}
                      onChange={(event) => setSliceName(event.target.value)}
                    />
                    {problem ? <Banner severity="error">{problem}</Banner> : null}
                    <Inline>
                      <Button disabled={!ready} onClick={() => void addToCart()}>
                        {test ? messages.addToCart(test.code) : messages.addToCartPlain}
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={!ready}
                        loading={save.isMutating}
                        onClick={() => void saveOffline()}
                      >
                        {messages.saveOffline}
                      </Button>
                    </Inline>
                  </Stack>
                </FormSection>
                {savedSlice ? (
                  <Inline>
                    {savedSlice.name ? <span>{messages.savedAs(savedSlice.name)}</span> : null}
                    <Button
                      variant="secondary"
                      loading={savedRequisition.isMutating}
                      onClick={downloadSaved}
                    >
                      {messages.downloadRequisition}
                    </Button>
                  </Inline>
                ) : null}
                {savedSlice ? (
                  <FormSection legend={messages.forwardLegend}>
                    <Inline alignY="end">
                      <TextField
                        type="email"
                        label={messages.forwardLabel}
                        value={forwardTo}
                        error={forwardProblem}
                        onChange={(event) => {
                          setForwardTo(event.target.value);
                          setForwardProblem(undefined);
                        }}
                      />
                      <Button
                        variant="secondary"
                        disabled={forwardTo.trim() === ''}
                        loading={forward.isMutating}
                        onClick={() => void sendForward()}
                      >
                        {messages.forward}
                      </Button>
                    </Inline>
                  </FormSection>
                ) : null}
              </Stack>
            </Card>
          ) : null}
        </Stack>
      </Columns>
    </Stack>
  );
}
