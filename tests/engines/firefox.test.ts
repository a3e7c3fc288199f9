import { defineJourneys } from './journeys';

defineJourneys('firefox');
