// Well-formed business enquiries for tests (the shared schema tests and the API tests): override
// what a test is about.

export const sampleRegistration = {
  businessName: 'Chai Point Koramangala',
  contactPerson: 'Asha Rao',
  email: 'asha@chaipoint.in',
  phone: '98765 43210',
  city: 'bengaluru',
  plan: 'premium',
};

export const sampleContact = {
  businessName: 'Stanza Living',
  contactPerson: 'Vikram Shah',
  email: 'vikram@stanza.example',
  phone: '+91 22 2345 6789',
  city: 'mumbai',
  message: 'We run co-living homes in six cities and would like a custom partnership.',
};
