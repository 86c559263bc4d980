# The Thurstonian models of sensR, in base R, shared by expected.R and the server's
# analysis fixture (apps/server/test/r/analysis.R).
guessing <- c(triangle = 1/3, duoTrio = 1/2, twoAfc = 1/2, tetrad = 1/3)
integral <- function(f, lower = -Inf) integrate(f, lower, Inf, rel.tol = 1e-13, abs.tol = 0, subdivisions = 1000L)$value
pc_of <- function(method, d) {
  switch(method,
    twoAfc = pnorm(d / sqrt(2)),
    duoTrio = 1 - pnorm(d / sqrt(2)) - pnorm(d / sqrt(6)) + 2 * pnorm(d / sqrt(2)) * pnorm(d / sqrt(6)),
    triangle = 2 * integral(function(z) (pnorm(-z * sqrt(3) + d * sqrt(2/3)) + pnorm(-z * sqrt(3) - d * sqrt(2/3))) * dnorm(z), 0),
    tetrad = 1 - 2 * integral(function(z) dnorm(z) * (2 * pnorm(z) * pnorm(z - d) - pnorm(z - d)^2)))
}
critical <- function(n, p, alpha) {
  for (x in 0:n) if (binom.test(x, n, p, alternative = "greater")$p.value <= alpha) return(x)
  NA
}
d_prime <- function(method, correct, n) {
  p0 <- guessing[[method]]
  pc <- correct / n
  if (pc <= p0) return(list(d = 0, se = NA))
  if (pc == 1) return(list(d = NA, se = NA))
  d <- uniroot(function(d) pc_of(method, d) - pc, c(0, 8), tol = 1e-14)$root
  # The slope by a central difference, independent of the package's analytic derivatives.
  h <- 1e-5
  slope <- (pc_of(method, d + h) - pc_of(method, d - h)) / (2 * h)
  list(d = d, se = sqrt(pc * (1 - pc) / n) / slope)
}
