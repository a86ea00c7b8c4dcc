// What every portal screen reads around it: the signed-in user's profile and the lab's settings.
import {
  fetchAppSettings,
  getFavorites,
  getUserProfile,
  searchActiveAccounts,
} from '@loci/contract';
import { answerCall } from './contractHandlers.ts';
import { storyActiveAccounts, storyProfile } from './fixtures.ts';

export const commonHandlers = [
  answerCall(getUserProfile, storyProfile),
  answerCall(fetchAppSettings, []),
  answerCall(searchActiveAccounts, storyActiveAccounts),
  answerCall(getFavorites, []),
];
