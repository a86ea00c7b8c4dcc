import { useState } from 'react';
import { Select, type TypeaheadOption } from '@loci/ui';
import { InsurancePaymentTypes, findPaymentType, type InsurancePaymentType } from '@loci/domain';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { searchPlans } from '../insurance/planSearch.ts';
import { useFavorites } from './FavoritesProvider.tsx';
import { FavoriteList } from './FavoriteList.tsx';
import { FavoriteSearch, favoriteOption } from './FavoriteSearch.tsx';
import { favoriteInsurance, type FavoriteInsurance } from './favoriteItems.ts';
import { useFavoriteInsurances } from './useFavoriteCollections.ts';

interface PlanOption extends TypeaheadOption {
  plan: FavoriteInsurance;
}

const paymentTypeOptions = InsurancePaymentTypes.map((value) => ({
  value,
  label: findPaymentType(value)?.label ?? value,
}));

/** "Commercial insurance · Aetna" under a saved plan's name. */
export function describeFavoriteInsurance(plan: FavoriteInsurance): string {
  const paymentType = findPaymentType(plan.paymentType)?.label ?? plan.paymentType;
  return [paymentType, plan.company, `plan ${plan.planCode}`].filter(Boolean).join(' · ');
}

/** The insurances tab: a payment type and a plan typeahead to save a plan, and the saved plans. */
export function InsuranceFavorites() {
  const { api } = usePortalServices();
  const favorites = useFavorites();
  const insurances = useFavoriteInsurances();
  const [paymentType, setPaymentType] = useState<InsurancePaymentType>('Insurance');

  const loadPlans = async (query: string, { signal }: { signal: AbortSignal }) => {
    const plans = await searchPlans(api, query, paymentType, signal);
    return plans.map((plan) =>
      favoriteOption<PlanOption>(
        {
          value: plan.planCode,
          label: plan.planName,
          description: `${plan.insurancePlanCompany} · ${plan.network === 'IN' ? 'in network' : 'out of network'}`,
          plan: {
            planCode: plan.planCode,
            planName: plan.planName,
            company: plan.insurancePlanCompany,
            paymentType,
          },
        },
        favorites.isFavorite('Insurances', `${paymentType}:${plan.planCode}`),
      ),
    );
  };

  return (
    <>
      <Select
        label="Payment type"
        options={paymentTypeOptions}
        value={paymentType}
        onChange={(event) => setPaymentType(event.target.value as InsurancePaymentType)}
      />
      <FavoriteSearch<PlanOption>
        key={paymentType}
        label="Add an insurance plan"
        description="Type the plan’s or the payer’s name."
        loadOptions={loadPlans}
        onPick={(option) => insurances.add(option.plan)}
      />
      <FavoriteList
        type="Insurances"
        label="Saved insurance plans"
        detailOf={(favorite) => {
          const plan = favoriteInsurance(favorite);
          return plan ? describeFavoriteInsurance(plan) : null;
        }}
      />
    </>
  );
}
