# Expected values of the consumer-test figures of packages/stats (issue 40): CATA pairwise
# comparisons of products (McNemar, exact, Bonferroni), the CATA mean impact on liking, and the
# significance of a JAR penalty's mean drops. Base R only. Regenerate from the repository root:
#   Rscript packages/stats/test/r/consumer.R && npx prettier --write packages/stats/test/fixtures/consumer.json
# The data sets are drawn here (fixed seed) and written into the fixture with the results.
source(file.path("packages", "stats", "test", "r", "json.R"))
set.seed(4040)

# Student's two-sample t-test with the pooled variance, as t.test(x, y, var.equal = TRUE).
student <- function(x, y) {
  test <- t.test(x, y, var.equal = TRUE)
  list(difference = mean(x) - mean(y), t = unname(test$statistic), df = unname(test$parameter), pValue = test$p.value)
}

# --- CATA pairwise: McNemar's exact test on the discordant pairs, Bonferroni ---------------------
# For a pair of products, b judges checked the term for the first only and c for the second
# only; the exact McNemar test is binom.test(b, b + c, 0.5) (two-sided). Without discordant pairs
# there is nothing to test: p = 1 (binom.test refuses n = 0). Bonferroni over the term's
# k (k − 1) / 2 pairs: p.adjust(p, "bonferroni"). mcnemar.test(correct = FALSE), the chi-square
# form, is written beside it for the docs' comparison.
pairwise <- function(x, products) {
  pairs <- combn(seq_along(products), 2)
  rows <- lapply(seq_len(ncol(pairs)), function(j) {
    a <- pairs[1, j]; b <- pairs[2, j]
    first_only <- sum(x[, a] == 1 & x[, b] == 0); second_only <- sum(x[, a] == 0 & x[, b] == 1)
    exact <- if (first_only + second_only == 0) 1 else binom.test(first_only, first_only + second_only, 0.5)$p.value
    chi <- if (first_only + second_only == 0) NA else
      mcnemar.test(factor(x[, a], 0:1), factor(x[, b], 0:1), correct = FALSE)$p.value
    list(first = products[a], second = products[b], firstOnly = first_only, secondOnly = second_only,
         pValue = exact, chiSquarePValue = chi)
  })
  adjusted <- p.adjust(vapply(rows, function(r) r$pValue, 0), "bonferroni")
  for (i in seq_along(rows)) rows[[i]]$adjustedPValue <- adjusted[i]
  list(blocks = lapply(seq_len(nrow(x)), function(i) unname(x[i, ])), products = products,
       proportions = as.list(setNames(colMeans(x), products)), pairs = rows)
}
products <- c("P1", "P2", "P3", "P4")
sweet <- sapply(c(0.15, 0.45, 0.8, 0.5), function(p) rbinom(30, 1, p))
bitter <- sapply(c(0.3, 0.3, 0.35, 0.25), function(p) rbinom(30, 1, p))
few <- sapply(c(0.1, 0.6, 0.9), function(p) rbinom(8, 1, p))
few[, 1] <- 0; few[, 3] <- 1    # a term never checked for P1 and always for P3
same <- matrix(rep(c(1, 0, 1, 1, 0, 1), 2), ncol = 2)    # no discordant pair at all

# --- CATA mean impact: liking when the term is checked against when it is not ----------------------
# Over every evaluation (judge × product) with both answers: the two means, their difference
# and Student's two-sample t-test of it.
impact_case <- function(checked, liking) {
  list(evaluations = lapply(seq_along(checked), function(i) list(checked = checked[i] == 1, liking = liking[i])),
       meanChecked = mean(liking[checked == 1]), meanNotChecked = mean(liking[checked == 0]),
       nChecked = sum(checked == 1), nNotChecked = sum(checked == 0),
       test = student(liking[checked == 1], liking[checked == 0]))
}
evaluations <- 120
fresh <- rbinom(evaluations, 1, 0.4)
stale <- rbinom(evaluations, 1, 0.25)
neutral <- rbinom(evaluations, 1, 0.5)
liking <- pmin(9, pmax(1, round(5.5 + 1.4 * fresh - 1.8 * stale + rnorm(evaluations, 0, 1.3))))

# --- JAR penalties: the mean drop of each side and Student's t-test of it ---------------------------
# The drop is the JAR group's mean liking minus the side's; its test is
# t.test(liking[JAR], liking[side], var.equal = TRUE).
penalty_case <- function(jar, liking, centre) {
  side <- function(rows) {
    if (sum(rows) == 0 || sum(jar == centre) == 0) return(NULL)
    if (sum(rows) + sum(jar == centre) < 3) return(NULL)
    c(list(meanDrop = mean(liking[jar == centre]) - mean(liking[rows])),
      list(test = student(liking[jar == centre], liking[rows])))
  }
  list(centre = centre, answers = lapply(seq_along(jar), function(i) list(jar = jar[i], liking = liking[i])),
       tooLittle = side(jar < centre), tooMuch = side(jar > centre))
}
jar <- sample(1:5, 60, replace = TRUE, prob = c(0.1, 0.25, 0.4, 0.15, 0.1))
jar_liking <- pmin(9, pmax(1, round(7 - 1.1 * abs(jar - 3) - 0.5 * (jar < 3) + rnorm(60, 0, 1.1))))
lone <- c(3, 3, 3, 3, 2, 2, 4)                # one consumer only on the "too much" side
lone_liking <- c(7, 8, 6, 7, 5, 4, 3)

write_fixture <- function(name, value) write_json(file.path("packages", "stats", "test", "fixtures", paste0(name, ".json")), value)
write_fixture("consumer", list(
  pairwise = list(sweet = pairwise(sweet, products), bitter = pairwise(bitter, products),
                  few = pairwise(few, c("A", "B", "C")), same = pairwise(same, c("A", "B"))),
  meanImpact = list(fresh = impact_case(fresh, liking), stale = impact_case(stale, liking),
                    neutral = impact_case(neutral, liking)),
  penalty = list(panel = penalty_case(jar, jar_liking, 3), lone = penalty_case(lone, lone_liking, 3))))
