/**
 * One value per owner object, made on first use and gone with the owner: a memo per database
 * handle or per dataset (each test's fresh database starts with an empty one), or per curated
 * locality for what never changes while the data is in use.
 */
export function perOwner<Owner extends object, Value>(create: (owner: Owner) => Value): (owner: Owner) => Value {
  const values = new WeakMap<Owner, Value>();
  return (owner) => {
    let value = values.get(owner);
    if (value === undefined) {
      value = create(owner);
      values.set(owner, value);
    }
    return value;
  };
}
