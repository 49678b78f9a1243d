# Independent vectors for tests/engine/loan-schedule.test.ts (run: python3 tests/engine/loan-vectors.py).
# Decimal arithmetic at 50 digits and bisection for the IRR, where the engine uses binary floats and Newton's method;
# the same rounding convention (each month's interest to the rupee, half up; the last instalment clears the balance).
from decimal import Decimal as D, ROUND_HALF_UP, getcontext
getcontext().prec = 50
def rnd(x): return int(D(x).quantize(D(1), rounding=ROUND_HALF_UP))
def emi(p, pct, n):
    r = D(pct) / 1200
    if r == 0: return rnd(D(p) / n)
    f = (1 + r) ** n
    return rnd(D(p) * r * f / (f - 1))
def schedule(p, pct, n, e):
    r = D(pct) / 1200; bal = p; rows = []
    for k in range(1, n + 1):
        i = rnd(D(bal) * r)
        pr = bal if k == n else min(bal, e - i)
        rows.append(pr + i); bal -= pr
    return rows
def irr(flows):
    lo, hi = D(0) - D('0.99'), D(1)
    def npv(r): return sum(D(f) / (1 + r) ** t for t, f in enumerate(flows))
    for _ in range(200):
        mid = (lo + hi) / 2
        if npv(mid) > 0: hi = mid
        else: lo = mid
    return (lo + hi) / 2
cases = [
  (100000, '12', 12, []),
  (500000, '18', 24, [('PROCESSING_FEE', 10000, 18)]),
  (123457, '15.5', 7, [('PROCESSING_FEE', 1234, 18), ('INSURANCE_CHARGES', 999, 0), ('OTHER_UPFRONT_CHARGES', 250, 18), ('OTHER_CHARGES', 100, 0)]),
  (50000, '24', 1, [('PROCESSING_FEE', 500, 18)]),
  (4000000, '10.75', 84, [('PROCESSING_FEE', 40000, 18), ('INSURANCE_CHARGES', 12000, 18)]),
  (120000, '0', 12, [('PROCESSING_FEE', 1200, 0)]),
  (250000, '16', 12, [('PROCESSING_FEE', 2500, 18)]),
  (99999, '21.99', 36, [('OTHER_UPFRONT_CHARGES', 1499, 18)]),
  # the sandbox's offers that the end-to-end journey accepts (term loan 24 months; dealer credit line 12 months)
  (500000, '18', 24, [('PROCESSING_FEE', 10000, 18), ('INSURANCE_CHARGES', 2500, 18), ('OTHER_UPFRONT_CHARGES', 500, 18)]),
  (500000, '16', 12, [('PROCESSING_FEE', 5000, 18)]),
]
for p, pct, n, ch in cases:
    e = emi(p, pct, n); rows = schedule(p, pct, n, e)
    charges = sum(a + rnd(D(a) * g / 100) for _, a, g in ch)
    net = p - charges
    apr = irr([net] + [-x for x in rows]) * 12 * 100
    print(dict(p=p, pct=pct, n=n, emi=e, last=rows[-1], totalInstalments=sum(rows), totalInterest=sum(rows) - p, charges=charges, net=net, payable=sum(rows) + charges, apr=str(apr.quantize(D('0.01'), rounding=ROUND_HALF_UP)), aprRaw=str(apr.quantize(D('0.000001')))))
print('RATE(48,-200,8000)*12 =', irr([8000] + [-200] * 48) * 12 * 100)
print('PMT(8%/12,10,10000) =', (D(10000) * (D(8)/1200) * (1 + D(8)/1200) ** 10 / ((1 + D(8)/1200) ** 10 - 1)))
